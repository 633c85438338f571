// QR images: decode the PNG and compare the text it encodes; ETag, caching and 304; bad codes.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesEtag, QR_WIDTH } from '../src/modules/qrcode/qr-images.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const PUBLIC_URL = 'https://nibble.example';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function decode(png: Buffer): { text: string; width: number } {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return { text: code.data, width: image.width };
}

describe('QR images', () => {
  it('encodes the public home for the app code', async () => {
    const res = await get('/api/v1/nibble-qrcode');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(decode(res.rawPayload)).toEqual({ text: `${PUBLIC_URL}/`, width: QR_WIDTH });
  });

  it('encodes the Page screen of the id for page and organisation codes', async () => {
    const page = await get('/api/v1/qrcode/001:42');
    expect(page.statusCode).toBe(200);
    expect(decode(page.rawPayload).text).toBe(`${PUBLIC_URL}/Page/42`);

    const org = await get('/api/v1/org-qrcode?path=001:7');
    expect(org.statusCode).toBe(200);
    expect(decode(org.rawPayload).text).toBe(`${PUBLIC_URL}/Page/7`);

    const escaped = await get('/api/v1/qrcode/001%3A43');
    expect(decode(escaped.rawPayload).text).toBe(`${PUBLIC_URL}/Page/43`);
  });

  it('sends an ETag and a day of public caching, and 304 when the ETag matches', async () => {
    const first = await get('/api/v1/qrcode/001:99');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    // An image, not a document: nosniff stays, and other sites may embed a business's code.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const again = await get('/api/v1/qrcode/001:99', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const listed = await get('/api/v1/qrcode/001:99', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);

    const stale = await get('/api/v1/qrcode/001:99', { 'if-none-match': '"not-it"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);

    const other = await get('/api/v1/qrcode/001:100');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('refuses malformed codes with a 400 JSON error, never a 500', async () => {
    const bad = [
      '/api/v1/qrcode/001:abc',
      '/api/v1/qrcode/002:5',
      '/api/v1/qrcode/001:',
      '/api/v1/qrcode/5',
      '/api/v1/qrcode/001:12345678901',
      '/api/v1/qrcode/001:9999999999',
      '/api/v1/qrcode/001:0',
      `/api/v1/qrcode/001:${'9'.repeat(200)}`,
      '/api/v1/qrcode/001:5/extra',
      '/api/v1/qrcode/001:1%00',
      '/api/v1/org-qrcode',
      '/api/v1/org-qrcode?path=',
      '/api/v1/org-qrcode?path=001-5',
      '/api/v1/org-qrcode?path=001:..%2F..%2Fetc',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().error.message, url).toBeTruthy();
    }
  });
});

describe('matchesEtag', () => {
  it('reads lists, weak tags and the wildcard', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"ab"', '"a"')).toBe(false);
  });
});
