import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AccessLine,
  AccessLog,
  lazyChildLogger,
  prepareLine,
  RequestLines,
  requestSerializer,
} from './logging.ts';

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

describe('AccessLog: the line formatted by hand', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A root logger as app.ts makes it, writing to an array. */
  function rootLogger(options: pino.LoggerOptions = {}) {
    const written: string[] = [];
    const log = pino(
      { level: 'info', serializers: { req: requestSerializer }, ...options },
      { write: (line: string) => written.push(line) },
    );
    return { log: log as unknown as FastifyBaseLogger, pinoLog: log, written };
  }

  const samples: AccessLine[] = [
    {
      reqId: 'req-1',
      method: 'GET',
      url: '/api/v1/qrcode/001:7',
      statusCode: 200,
      responseTime: 0.0421,
    },
    {
      reqId: 'req-zz',
      method: 'GET',
      url: '/api/v1/contents-city?city=Kannur',
      statusCode: 200,
      responseTime: 3,
    },
    {
      reqId: 'req-2',
      method: 'DELETE',
      url: '/api/v1/session/s3cret-token',
      statusCode: 204,
      responseTime: 1.5,
    },
    {
      reqId: 'req-3',
      method: 'PUT',
      url: '/api/v1/registration/c0de?x=1',
      statusCode: 400,
      responseTime: 12.25,
    },
    {
      reqId: 'req-4',
      method: 'GET',
      url: '/a"b\\c/%E2%82%AC/é\u0007',
      statusCode: 404,
      responseTime: 1e-7,
    },
  ];

  it('writes byte for byte what pino writes, on both paths, secrets masked', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_795_000_000_123);
    const byHand = rootLogger();
    const byPino = rootLogger();
    const direct = new AccessLog();
    const viaPino = new AccessLog({ direct: false });
    direct.attach(byHand.log);
    viaPino.attach(byPino.log);
    expect(direct.formatsLines).toBe(true);
    expect(viaPino.formatsLines).toBe(false);
    // Bindings changed after the access log was attached still show.
    byHand.pinoLog.setBindings({ region: 'kl' });
    byPino.pinoLog.setBindings({ region: 'kl' });
    for (const line of samples) {
      direct.write(line);
      viaPino.write(line);
      // A replayed answer's path: the constant part prepared once.
      const prepared = prepareLine(line.method, line.url, line.statusCode);
      direct.writePrepared(prepared, line.reqId, line.responseTime);
      viaPino.writePrepared(prepared, line.reqId, line.responseTime);
    }
    expect(byHand.written).toHaveLength(samples.length * 2);
    expect(byHand.written).toEqual(byPino.written);
    // And pino's own call, as the access log made it before it formatted lines itself.
    const plain = rootLogger();
    plain.pinoLog.setBindings({ region: 'kl' });
    for (const line of samples) {
      plain.log.info(
        { ...line, url: prepareLine(line.method, line.url, 0).url },
        'request completed',
      );
    }
    expect(byHand.written.filter((_, i) => i % 2 === 0)).toEqual(plain.written);
    const text = byHand.written.join('');
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('c0de');
    expect(JSON.parse(byHand.written[4] ?? '{}').url).toBe('/api/v1/session/[redacted]');
  });

  it('leaves the line to pino when pino is set up to write it differently', () => {
    const settings: pino.LoggerOptions[] = [
      { mixin: () => ({ extra: 1 }) },
      { timestamp: pino.stdTimeFunctions.isoTime },
      { formatters: { level: (label) => ({ level: label }) } },
      { messageKey: 'message' },
      { base: { service: 'nibble' } },
    ];
    for (const options of settings) {
      const { log, written } = rootLogger(options);
      const access = new AccessLog();
      access.attach(log);
      const line = samples[0] as AccessLine;
      access.write(line);
      const { log: reference, written: expected } = rootLogger(options);
      reference.info({ ...line }, 'request completed');
      const strip = (text: string) => text.replace(/"time":[^,]+,/, '');
      expect(written.map(strip)).toEqual(expected.map(strip));
      // `base` only changes the bindings, which the hand-made line copies from pino.
      if (!options.base) expect(access.formatsLines).toBe(false);
    }
  });

  it('follows a level changed at run time', () => {
    const { log, written } = rootLogger();
    const access = new AccessLog();
    access.attach(log);
    const prepared = prepareLine('GET', '/api/v1/qrcode/001:1', 200);
    access.writePrepared(prepared, 'req-1', 1);
    log.level = 'warn';
    expect(access.enabled).toBe(false);
    access.writePrepared(prepared, 'req-2', 1);
    access.write({ reqId: 'req-3', method: 'GET', url: '/x', statusCode: 200, responseTime: 1 });
    log.level = 'debug';
    access.writePrepared(prepared, 'req-4', 1);
    log.level = 'info';
    access.write({ reqId: 'req-5', method: 'GET', url: '/x', statusCode: 200, responseTime: 1 });
    expect(written.map((line) => JSON.parse(line).reqId)).toEqual(['req-1', 'req-4', 'req-5']);
  });
});
