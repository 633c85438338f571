// Request log lines without secrets: sign-out puts the bearer token in the path
// (DELETE /api/v1/session/{token}) and activation its code (PUT /api/v1/registration/{code}),
// so both are masked before pino writes them. Reset codes travel in the body, never logged.
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

export function redactUrl(url: string): string {
  return url.replace(/(\/(?:session|registration)\/)[^/?#]+/, '$1[redacted]');
}

/** What Fastify's own lines (an errored request) say of a request: no address, nothing personal. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
});

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
const RANK: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const rank = (level: string): number => RANK[level] ?? Number.POSITIVE_INFINITY;

export const writesAccessLines = (level: string): boolean => rank(level) <= rank('info');

/**
 * A request's logger that builds pino's child (bound to the request id) on the first line it
 * writes. The access line is written by the root logger (AccessLog), so most requests never
 * need one, whatever the level.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  declare trace: FastifyBaseLogger['trace'];
  declare debug: FastifyBaseLogger['debug'];
  declare info: FastifyBaseLogger['info'];
  declare warn: FastifyBaseLogger['warn'];
  declare error: FastifyBaseLogger['error'];
  declare fatal: FastifyBaseLogger['fatal'];
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
    public level: string,
  ) {}

  get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}
for (const name of LEVELS) {
  Object.defineProperty(LazyRequestLogger.prototype, name, {
    value(this: LazyRequestLogger, ...args: unknown[]) {
      if (rank(name) < rank(this.level)) return;
      (this.real[name] as (...line: unknown[]) => void)(...args);
    },
  });
}

/**
 * Fastify's `childLoggerFactory`. Decision: pino's eager child per request was the largest
 * cost left on a cached public answer (a QR image ran at 66% of the bare-Fastify ceiling with
 * it, 81% without), so the child is built on the first line a request writes itself.
 */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options, options.level ?? logger.level);

/** One access line's fields: what an operator needs, nothing personal (no address, no body). */
export interface AccessLine {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer being written. */
  responseTime: number;
}

/**
 * The parts of an access line that do not change from one request to the next for the same
 * method, URL and status — an answer kept for replay (http/answer-cache.ts) prepares them
 * once, its URL masked once.
 */
export interface PreparedLine {
  method: string;
  /** Already masked (redactUrl). */
  url: string;
  statusCode: number;
  /** The line from after the request id to the response time, as pino would write it. */
  middle: string;
}

export function prepareLine(method: string, url: string, statusCode: number): PreparedLine {
  const masked = redactUrl(url);
  return {
    method,
    url: masked,
    statusCode,
    middle: `,"method":${JSON.stringify(method)},"url":${JSON.stringify(masked)},"statusCode":${statusCode},"responseTime":`,
  };
}

const MESSAGE = 'request completed';
const CHINDINGS = pino.symbols.chindingsSym;
const INFO = 30;
const LINE_END = `,"msg":"${MESSAGE}"}\n`;

/** A log line's destination, as pino holds it. */
interface LineStream {
  write(line: string): unknown;
  [key: symbol]: unknown;
}
/** The pino internals the access line is checked against (pino.symbols, pino's public API). */
type PinoInternals = Record<symbol, unknown>;

/**
 * pino's own rendering of an access line, when the hand-made one (AccessLog) can be trusted
 * to be byte for byte the same: the logger is pino with its standard epoch time, no mixin, no
 * hooks and no message prefix, and pino renders a probe line exactly as the hand-made format
 * does (this covers the level's label, serializers, formatters, the message key and the
 * escaping of a URL). Anything else keeps pino writing every line.
 */
function directStream(log: FastifyBaseLogger): LineStream | undefined {
  const p = log as unknown as PinoInternals;
  const s = pino.symbols;
  const hooks = p[s.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const stream = p[s.streamSym] as LineStream | undefined;
  const asJson = p[s.asJsonSym];
  if (
    typeof asJson !== 'function' ||
    typeof stream?.write !== 'function' ||
    stream[s.needsMetadataGsym] === true ||
    p[s.timeSym] !== pino.stdTimeFunctions.epochTime ||
    p[s.mixinSym] ||
    p[(s as unknown as Record<string, symbol>).msgPrefixSym ?? Symbol()] ||
    hooks?.logMethod ||
    hooks?.streamWrite
  ) {
    return undefined;
  }
  const chindings = p[s.chindingsSym];
  if (typeof chindings !== 'string') return undefined;
  const time = 1_700_000_000_123;
  for (const url of ['/api/v1/qrcode/001:1?x=1', '/a"b\\c\u0001é\u007f%20/session/t0ken']) {
    const line = prepareLine('GET', url, 200);
    const fields = {
      reqId: 'req-1z',
      method: 'GET',
      url: line.url,
      statusCode: 200,
      responseTime: 0.123456789,
    };
    const viaPino = (asJson as (...args: unknown[]) => string).call(
      log,
      fields,
      MESSAGE,
      INFO,
      `,"time":${time}`,
    );
    if (viaPino !== handLine(time, chindings, 'req-1z', line.middle, 0.123456789)) return undefined;
  }
  return stream;
}

function handLine(
  time: number,
  chindings: string,
  reqId: string,
  middle: string,
  responseTime: number,
): string {
  return `{"level":${INFO},"time":${time}${chindings},"reqId":${JSON.stringify(reqId)}${middle}${responseTime}${LINE_END}`;
}

/**
 * The access log: one info line per request, "request completed", for requests the router
 * answered (RequestLines) and for answers replayed ahead of it (http/answer-cache.ts) alike.
 * It also numbers requests, so both paths share one id series.
 *
 * Decision (docs/decisions.md, "Access logs"): the line is formatted here and written
 * straight to pino's destination — the same bytes pino's `info` would write (checked against
 * pino itself when attached, else pino writes it), without pino's generic walk over the
 * fields; a replayed answer's constant part is prepared once per kept answer.
 */
export class AccessLog {
  private log: FastifyBaseLogger | undefined;
  private stream: LineStream | undefined;
  private lastId = 0;
  private readonly direct: boolean;

  /** `direct: false` has pino write every line (tests compare both). */
  constructor({ direct = true }: { direct?: boolean } = {}) {
    this.direct = direct;
  }

  /** The root logger, once Fastify has made it (the log controller is needed before). */
  attach(log: FastifyBaseLogger): void {
    this.log = log;
    this.stream = this.direct ? directStream(log) : undefined;
  }

  /** Whether lines are formatted here rather than by pino (for tests and the bench notes). */
  get formatsLines(): boolean {
    return this.stream !== undefined;
  }

  /** Fastify's `genReqId`, in Fastify's own format. */
  readonly nextId = (): string => {
    this.lastId = (this.lastId + 1) % Number.MAX_SAFE_INTEGER;
    return `req-${this.lastId.toString(36)}`;
  };

  /** Read per line, so a level changed at run time takes effect at once. */
  get enabled(): boolean {
    return this.log !== undefined && writesAccessLines(this.log.level);
  }

  write(line: AccessLine): void {
    if (!this.enabled) return;
    this.writePrepared(
      prepareLine(line.method, line.url, line.statusCode),
      line.reqId,
      line.responseTime,
    );
  }

  /** An access line whose constant part was prepared before (a kept answer's). */
  writePrepared(prepared: PreparedLine, reqId: string, responseTime: number): void {
    if (!this.enabled) return;
    if (this.stream) {
      // The bindings (pid, hostname) read from pino per line: setBindings would change them.
      const chindings = (this.log as unknown as PinoInternals)[CHINDINGS] as string;
      this.stream.write(handLine(Date.now(), chindings, reqId, prepared.middle, responseTime));
      return;
    }
    const { method, url, statusCode } = prepared;
    this.log?.info({ reqId, method, url, statusCode, responseTime }, MESSAGE);
  }
}

/**
 * Fastify's log lines about requests: one access line when a request is answered (no
 * "incoming request" line), and Fastify's own error line for a request that failed.
 */
export class RequestLines extends LogController {
  constructor(private readonly access: AccessLog) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    this.access.write({
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
  }
}
