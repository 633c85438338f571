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

describe('sanitizeSvg: CSS references', () => {
  it.each([
    ['a <style> url()', '<style>rect{fill:url(https://evil.example/a.svg#g)}</style><rect/>'],
    [
      'a quoted <style> url()',
      `<style>rect{background:url( "https://evil.example/b.png" )}</style>`,
    ],
    ['a protocol-relative url()', '<style>.a{cursor:url(//evil.example/c.cur),auto}</style>'],
    ['@import', '<style>@import "https://evil.example/d.css";</style>'],
    ['@import url()', '<style>@import url(https://evil.example/e.css);</style>'],
    [
      '@font-face src',
      "<style>@font-face{font-family:x;src:url('https://evil.example/f.woff')}</style>",
    ],
    ['an escaped url', '<style>rect{fill:\\75 rl(https://evil.example/g.svg)}</style>'],
    ['image-set()', '<style>rect{background:image-set("https://evil.example/h.png" 1x)}</style>'],
    ['a style attribute', '<rect style="fill:url(https://evil.example/i.svg#p)"/>'],
    ['a fill attribute', '<rect fill="url(https://evil.example/j.svg#p)"/>'],
    ['a filter attribute', '<rect filter="url(http://evil.example/k.svg#f)"/>'],
  ])('removes %s', (_what, body) => {
    const clean = sanitizeSvg(svg(body)).svg.toString();
    expect(clean).not.toContain('evil.example');
  });

  it('keeps same-document and embedded references in CSS', () => {
    const clean = sanitizeSvg(
      svg(
        '<style>rect{fill:url(#g)}</style><rect style="stroke:url(\'#g\')" fill="url(#g)"/>' +
          '<rect style="fill:red"/>',
      ),
    ).svg.toString();
    expect(clean).toContain('rect{fill:url(#g)}');
    expect(clean).toContain("stroke:url('#g')");
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('fill:red');
  });
});
