import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AccessLog, lazyChildLogger, RequestLines } from './logging.ts';

/** A pino-shaped parent whose children record what they write. */
function parentAt(level: string) {
  const lines: Array<{ level: string; bindings: object; args: unknown[] }> = [];
  const makeChild = vi.fn((bindings: object): FastifyBaseLogger => {
    const write =
      (name: string) =>
      (...args: unknown[]) =>
        lines.push({ level: name, bindings, args });
    return {
      level,
      trace: write('trace'),
      debug: write('debug'),
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      fatal: write('fatal'),
      silent: () => {},
      child: makeChild,
    } as unknown as FastifyBaseLogger;
  });
  const parent = { level, child: makeChild } as unknown as FastifyBaseLogger;
  return { parent, makeChild, lines };
}

describe('lazyChildLogger', () => {
  const factory = lazyChildLogger as unknown as (
    logger: FastifyBaseLogger,
    bindings: object,
    options: object,
  ) => FastifyBaseLogger;

  it('builds no child for a request that writes nothing above the level', () => {
    const { parent, makeChild } = parentAt('warn');
    const log = factory(parent, { reqId: 'req-1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('details');
    expect(makeChild).not.toHaveBeenCalled();
  });

  it('builds the child once, on the first line written, with the request bindings', () => {
    const { parent, makeChild, lines } = parentAt('warn');
    const log = factory(parent, { reqId: 'req-2' }, {});
    log.warn({ n: 1 }, 'first');
    log.error('second');
    expect(makeChild).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      { level: 'warn', bindings: { reqId: 'req-2' }, args: [{ n: 1 }, 'first'] },
      { level: 'error', bindings: { reqId: 'req-2' }, args: ['second'] },
    ]);
  });

  it('builds no child at info either: the access line is written by the root logger', () => {
    const { parent, makeChild } = parentAt('info');
    factory(parent, { reqId: 'req-3' }, {});
    expect(makeChild).not.toHaveBeenCalled();
  });

  it('follows a route level given in the options', () => {
    const { parent, makeChild, lines } = parentAt('warn');
    const log = factory(parent, { reqId: 'req-4' }, { level: 'debug' });
    log.trace('hidden');
    log.debug('shown');
    expect(makeChild).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.args)).toEqual([['shown']]);
  });

  it('keeps the request id on lines written through Fastify', async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => written.push(line) } },
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/quiet', async () => 'ok');
    app.get('/noisy', async (request) => {
      request.log.warn({ hint: 'h' }, 'something odd');
      return 'ok';
    });
    await app.inject('/quiet');
    const noisy = await app.inject('/noisy');
    expect(noisy.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] ?? '{}');
    expect(line).toMatchObject({ level: 40, msg: 'something odd', hint: 'h' });
    expect(line.reqId).toEqual(expect.any(String));
    await app.close();
  });
});

describe('RequestLines', () => {
  type Line = { msg: string; level: number } & Record<string, unknown>;
  async function linesAt(level: string) {
    const written: Line[] = [];
    const access = new AccessLog();
    const app = Fastify({
      logger: { level, stream: { write: (line: string) => written.push(JSON.parse(line)) } },
      childLoggerFactory: lazyChildLogger,
      logController: new RequestLines(access),
      genReqId: access.nextId,
    });
    access.attach(app.log);
    app.get('/ok', async () => 'ok');
    app.get('/boom', async () => {
      throw new Error('kaboom');
    });
    app.delete('/api/v1/session/:token', async () => 'bye');
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/boom')).statusCode).toBe(500);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/session/s3cret' })).statusCode).toBe(
      200,
    );
    await app.close();
    return written;
  }

  it('writes one access line per request at info, with what an operator needs', async () => {
    const lines = await linesAt('info');
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(3);
    expect(completed[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      reqId: 'req-1',
      method: 'GET',
      url: '/ok',
      statusCode: 200,
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(completed[1]).toMatchObject({ reqId: 'req-2', url: '/boom', statusCode: 500 });
    // The session token in the path is masked.
    expect(completed[2]).toMatchObject({ url: '/api/v1/session/[redacted]', method: 'DELETE' });
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(lines.map((line) => line.msg)).toContain('kaboom');
  });

  it('writes none above info but still logs the failure', async () => {
    expect((await linesAt('warn')).map((line) => line.msg)).toEqual(['kaboom']);
  });
});
