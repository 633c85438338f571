import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from '../src/http/web-app.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const INDEX = '<!doctype html><title>Nibble</title>';
/** The web app's public folder, which the build copies into dist as it is. */
const WEB_PUBLIC = join(import.meta.dirname, '../../web/public');
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

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('the web app manifest (issue 29: the studio installs as an app)', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'nibble-web-'));
  let t: TestApp;

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), INDEX);
    // The real manifest and icons, as the build copies them from apps/web/public.
    cpSync(join(WEB_PUBLIC, 'manifest.webmanifest'), join(webDist, 'manifest.webmanifest'));
    cpSync(join(WEB_PUBLIC, 'icons'), join(webDist, 'icons'), { recursive: true });
    // The build also writes compressed copies of the manifest (vite.config.ts, `precompressed`).
    const manifest = readFileSync(join(webDist, 'manifest.webmanifest'));
    writeFileSync(join(webDist, 'manifest.webmanifest.br'), brotliCompressSync(manifest));
    t = await makeTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the manifest as application/manifest+json, compressed or plain', async () => {
    for (const encoding of ['br', '']) {
      const res = await t.app.inject({
        url: '/manifest.webmanifest',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^application\/manifest\+json/);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(JSON.parse(body)).toMatchObject({ name: 'Nibble Studio', display: 'standalone' });
    }
  });

  it('lists 192 and 512 px icons, plain and maskable, each answering as the PNG it says', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    const manifest = res.json() as {
      start_url: string;
      scope: string;
      icons: ManifestIcon[];
      shortcuts: Array<{ name: string; url: string; icons?: ManifestIcon[] }>;
    };
    const listed = [
      ...manifest.icons,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons ?? []),
    ];
    for (const icon of listed) {
      const answer = await t.app.inject({ url: icon.src });
      expect(answer.statusCode, icon.src).toBe(200);
      expect(answer.headers['content-type'], icon.src).toBe(icon.type);
      expect(icon.type).toBe('image/png');
      expect(pngSize(answer.rawPayload), icon.src).toBe(icon.sizes);
    }
    const kinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    );
    // The start and the shortcuts are the app's own screens, within its scope.
    for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)]) {
      expect(url.startsWith(manifest.scope), url).toBe(true);
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
    }
  });
});
