import { describe, expect, it } from 'vitest';
import { InvalidImageError } from './errors.ts';
import { sanitizeSvg } from './svg.ts';

const svg = (body: string, attrs = 'width="10" height="10"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`,
  );

describe('sanitizeSvg', () => {
  it('keeps drawing, same-document links and embedded raster data', () => {
    const clean = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
          '<rect id="r" fill="url(#g)" width="5" height="5"/><use xlink:href="#r"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      ),
    ).svg.toString();
    expect(clean).toContain('linearGradient');
    expect(clean).toContain('xlink:href="#r"');
    expect(clean).toContain('data:image/png;base64');
  });

  it('drops data: documents that could carry script and any remote reference', () => {
    const clean = sanitizeSvg(
      svg(
        '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>' +
          '<image xlink:href="file:///etc/passwd"/><a xlink:href="//evil.example"><text>x</text></a>',
      ),
    ).svg.toString();
    expect(clean).not.toContain('svg+xml');
    expect(clean).not.toContain('file:');
    expect(clean).not.toContain('evil.example');
  });

  it('reads the size from width/height, else from the viewBox', () => {
    expect(sanitizeSvg(svg('', 'width="1200px" height="300"'))).toMatchObject({
      width: 1200,
      height: 300,
    });
    expect(sanitizeSvg(svg('', 'viewBox="0 0 640 480"'))).toMatchObject({
      width: 640,
      height: 480,
    });
    expect(sanitizeSvg(svg('', 'width="100%"'))).toMatchObject({ width: null, height: null });
  });

  it.each([
    ['not XML', '<svg'],
    ['an HTML root', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['an svg without the SVG namespace', '<svg width="1" height="1"/>'],
    [
      'an external entity',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    ],
  ])('refuses %s', (_what, text) => {
    expect(() => sanitizeSvg(Buffer.from(text))).toThrow(InvalidImageError);
  });

  it('never expands entities recursively (no billion laughs)', () => {
    const laughs =
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>';
    const clean = sanitizeSvg(Buffer.from(laughs)).svg.toString();
    expect(clean.length).toBeLessThan(1000);
    expect(clean).not.toContain('aaaaaaaaaa');
  });
});
