import { describe, expect, it } from 'vitest';
import { screenFiles } from './preload.ts';

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

describe('screenFiles', () => {
  it('links each chunk and stylesheet once, without what index.html links already', () => {
    const template = '<script type="module" src="/assets/framework-1.js"></script>';
    const files = screenFiles(
      manifest,
      ['src/start.tsx', 'src/screens/public/PageScreen.tsx'],
      template,
    );
    expect(files).toEqual({
      styles: ['assets/frame-1.css', 'assets/PageScreen-1.css'],
      scripts: ['assets/start-1.js', 'assets/frame-1.js', 'assets/PageScreen-1.js'],
    });
  });

  it('links nothing for a module the build does not have', () => {
    expect(screenFiles(manifest, ['src/missing.tsx'], '')).toEqual({ styles: [], scripts: [] });
  });
});
