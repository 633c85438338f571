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
 * The access log: one info line per request, "request completed", written by the root logger
 * for requests the router answered (RequestLines) and for answers replayed ahead of it
 * (http/answer-cache.ts) alike. It also numbers requests, so both paths share one id series.
 */
export class AccessLog {
  private log: FastifyBaseLogger | undefined;
  private lastId = 0;

  /** The root logger, once Fastify has made it (the log controller is needed before). */
  attach(log: FastifyBaseLogger): void {
    this.log = log;
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
    this.log?.info({ ...line, url: redactUrl(line.url) }, 'request completed');
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
