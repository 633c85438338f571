import { describe, expect, it } from 'vitest';
import { screenLinks } from './preload.ts';

const manifest = {
  'src/start.tsx': { file: 'assets/start-1.js', imports: ['_framework-1.js', '_frame-1.js'] },
  'src/screens/public/PageScreen.tsx': {
    file: 'assets/PageScreen-1.js',
    imports: ['_frame-1.js', '_framework-1.js'],
    css: ['assets/PageScreen-1.css'],
  },
  '_frame-1.js': { file: 'assets/frame-1.js', css: ['assets/frame-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
};

describe('screenLinks', () => {
  it('links each chunk and stylesheet once, without what index.html links already', () => {
    const template = '<script type="module" src="/assets/framework-1.js"></script>';
    const links = screenLinks(
      manifest,
      ['src/start.tsx', 'src/screens/public/PageScreen.tsx'],
      template,
    );
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/frame-1.css"',
      'href="/assets/PageScreen-1.css"',
      'href="/assets/start-1.js"',
      'href="/assets/frame-1.js"',
      'href="/assets/PageScreen-1.js"',
    ]);
  });

  it('links nothing for a module the build does not have', () => {
    expect(screenLinks(manifest, ['src/missing.tsx'], '')).toBe('');
  });
});
