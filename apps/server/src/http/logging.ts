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

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
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

/** Fastify logs each request ("incoming request", "request completed") at info. */
export const writesRequestLines = (level: string): boolean => rank(level) <= rank('info');

/**
 * A request's logger that builds pino's child (bound to the request id) on the first line it
 * writes. Below `info` Fastify writes no request lines, so most requests never need one.
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
 * it, 81% without), so when the level writes no request lines the child is built lazily.
 */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  const level = options.level ?? logger.level;
  if (writesRequestLines(level)) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options, level);
};

/**
 * Fastify's log lines about requests. Below `info` the "incoming request" and "request
 * completed" lines are never written, so they are not even built; an errored request is still
 * logged, and so is everything else Fastify logs (stream and serializer errors …).
 */
export class RequestLines extends LogController {
  private readonly written: boolean;

  constructor(level: string) {
    super();
    this.written = writesRequestLines(level);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.written) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.written || error) super.requestCompleted(error, request, reply);
  }
}
