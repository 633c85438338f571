import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from '../src/http/web-app.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

describe('serving the built web app', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'nibble-web-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Nibble</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
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

  it('answers a missing asset and an unknown API path with 404, never index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/gone-000.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
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
