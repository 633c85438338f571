import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from '../src/http/web-app.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const INDEX = '<!doctype html><title>Nibble</title>';
const SCRIPT = `console.log(${JSON.stringify('a phone downloads this compressed '.repeat(40))})`;

describe('serving the built web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'nibble-web-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build writes beside a text asset (vite.config.ts, `precompressed`).
    writeFileSync(join(webDist, 'assets', 'app-def456.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
    t = await makeTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, revalidated every time', async () => {
    for (const url of ['/', '/dashboard/orgs', '/State/kerala/City/Kannur', '/Page/7']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Nibble</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser accepts, and says the answer varies with it', async () => {
    const url = '/assets/app-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // A client-side route gets index.html compressed too; an asset without copies, plain.
    const page = await t.app.inject({
      url: '/Page/7',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    const single = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(single.headers['content-encoding']).toBeUndefined();
    expect(single.body).toBe('console.log(1)');
  });

  it('answers a missing asset and an unknown API path with 404, never index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/gone-000.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'route_not_found' } });
  });

  it('says plainly when the web app has not been built', async () => {
    const bare = await makeTestApp({ webDist: join(webDist, 'missing') });
    try {
      const res = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe(WEB_NOT_BUILT);
    } finally {
      await bare.close();
    }
  });
});
