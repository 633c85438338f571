import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers.ts';

const t = await makeTestApp();
afterAll(() => t.close());

describe('error shapes', () => {
  it('answers a malformed JSON body with 400 and the agreed shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "9999999999", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'malformed_json', message: 'Malformed JSON body' },
    });
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toEqual({
      code: 'route_not_found',
      message: 'No route for GET /api/v1/no-such-thing',
    });
  });

  it('answers 404 JSON for an unknown API route even when the browser asks for html', async () => {
    const res = await t.request('GET', '/api/v1/nope', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('says the web app is not built when dist is missing', async () => {
    const res = await t.request('GET', '/admin/orgs', { accept: 'text/html' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('Web app not built: run npm run build');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.request(
      'POST',
      '/api/v1/session',
      { 'content-type': 'application/x-foo' },
      'a=b',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_content_type');
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const res = await t.request(
      'POST',
      '/api/v1/session',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('request_too_large');
  });

  it('answers the health check and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const csp = String(res.headers['content-security-policy']);
    // WebAssembly may compile (the PDF export's HarfBuzz); JavaScript eval stays refused.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sets helmet's other defaults on answers, refusals and unknown routes alike", async () => {
    for (const url of ['/api/v1/health', '/api/v1/contents-city', '/api/v1/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});
