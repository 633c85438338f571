import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../src/http/errors.ts';
import { redactUrl } from '../src/http/logging.ts';
import { acceptUploads } from '../src/modules/uploads/multipart.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const probes: FastifyPluginAsync = async (plain) => {
  await acceptUploads(plain);
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/probe/zod',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Name is required'),
          phone: z.string().regex(/^\d{10}$/, 'Phone must be 10 digits'),
        }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/probe/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/probe/conflict', async () => {
    throw conflict('The design changed since you opened it.', { revision: 4 });
  });
  app.get(
    '/probe/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({
      ok: true,
    }),
  );
  app.post('/probe/upload', async (request) => {
    const file = await request.file();
    if (!file) return { size: 0 };
    const bytes = await file.toBuffer();
    return { size: bytes.length };
  });
};

describe('error mapping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({}, { plugins: [probes] });
  });
  afterAll(() => t.close());

  it('turns zod validation failures into 400 with field → first message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/zod',
      payload: { name: '', phone: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Name is required',
        fields: { name: 'Name is required', phone: 'Phone must be 10 digits' },
      },
    });
  });

  it('hides unknown errors behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again later.' },
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('keeps extra fields of a conflict beside the error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      revision: 4,
      error: { code: 'conflict', message: 'The design changed since you opened it.' },
    });
  });

  it('answers a per-route rate limit with 429 in the agreed shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' })).statusCode).toBe(
      200,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limit_exceeded');
    expect(res.json().error.message).toMatch(/retry|try again/i);
  });

  it('answers a file over the upload limit with 413, and a non-multipart upload with 415', async () => {
    const boundary = 'nibbleboundary';
    const big = Buffer.alloc(3_145_728 + 200 * 1024, 1);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="design"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('image_too_large');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/upload',
      payload: { not: 'multipart' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('masks the token of a sign-out path in logs', () => {
    expect(redactUrl('/api/v1/session/abcDEF_123-x')).toBe('/api/v1/session/[redacted]');
    expect(redactUrl('/api/v1/registration/code_XYZ?x=1')).toBe(
      '/api/v1/registration/[redacted]?x=1',
    );
    expect(redactUrl('/api/v1/org/1/contents')).toBe('/api/v1/org/1/contents');
  });
});
