// Answers that never change for their URL — a QR image encodes only its link — replayed
// straight from the HTTP server, ahead of Fastify's router: the busiest public request then
// costs a map lookup and one write (bench/README.md, "Public listing and QR image
// throughput"). A route keeps an answer after Fastify has sent it once, with the very headers
// Fastify sent, so both paths answer alike, and writes the same access line the router would
// (http/logging.ts). Answers that change (the city listing) are kept only as long as the
// route's own cache would serve them, and dropped at once when this process writes anything
// (http/writes.ts). Only a plain GET is replayed; anything else — HEAD, a conditional
// request, a request with a body, a URL not kept — goes to the router.
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type AccessLog, type PreparedLine, prepareLine } from './logging.ts';

export interface KeptAnswer {
  /** Every header Fastify sent with the body, except the framing ones (length, date). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Runs on each replay, e.g. to count a scan as the route would. */
  onReplay?: () => void;
}

/** URLs kept at most (an answer is ~2 KB of PNG shared with the QR image cache). */
export const KEPT_ANSWERS = 2_000;

/** Answers that change, kept for a few seconds (a city's listing). */
export const KEPT_CHANGING_ANSWERS = 1_000;

interface Kept extends KeptAnswer {
  line: PreparedLine;
}

export class AnswerCache {
  private readonly answers = new LRUCache<string, Kept>({ max: KEPT_ANSWERS });
  private readonly changing = new LRUCache<string, Kept>({
    max: KEPT_CHANGING_ANSWERS,
    ttlResolution: 0,
  });
  private open: boolean;
  /** Where replayed requests are logged (tests check its format). */
  readonly access: AccessLog | undefined;
  /** Requests answered from here, for tests and operators. */
  replays = 0;

  /** `enabled: false` keeps nothing; `access` gets one line per replayed request. */
  constructor({ enabled = true, access }: { enabled?: boolean; access?: AccessLog } = {}) {
    this.open = enabled;
    this.access = access;
  }

  /**
   * Keeps the first answer sent for `url`: for good, or — an answer that changes — for
   * `ttlMs` at most, and until the next write (forgetChanging).
   */
  keep(url: string, answer: KeptAnswer, { ttlMs }: { ttlMs?: number } = {}): void {
    // Requests the router still answers (conditional ones, say) would otherwise copy the
    // answer again each time.
    if (!this.open || this.answers.has(url) || this.changing.has(url)) return;
    const kept: Kept = {
      ...answer,
      headers: { ...answer.headers, 'content-length': answer.body.length },
      // The access line's constant part (URL masked), prepared once rather than per replay.
      line: prepareLine('GET', url, 200),
    };
    if (ttlMs === undefined) this.answers.set(url, kept);
    else if (ttlMs > 0) this.changing.set(url, kept, { ttl: ttlMs });
  }

  /** Drops every answer that changes (something was written: a publication may have). */
  forgetChanging(): void {
    this.changing.clear();
  }

  /** Writes the kept answer for a plain GET of a kept URL and answers true; false otherwise. */
  replay(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET' || request.url === undefined) return false;
    const { headers } = request;
    if (
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const answer = this.answers.get(request.url) ?? this.changing.get(request.url);
    if (!answer) return false;
    const started = performance.now();
    this.replays += 1;
    answer.onReplay?.();
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    const access = this.access;
    if (access?.enabled) {
      access.writePrepared(answer.line, access.nextId(), performance.now() - started);
    }
    return true;
  }

  /** From now on every request goes to the router (shutdown: Fastify answers those). */
  close(): void {
    this.open = false;
    this.answers.clear();
    this.changing.clear();
  }

  get size(): number {
    return this.answers.size + this.changing.size;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with the answer cache in
 * front of Fastify's handler. The timeouts are Fastify's own (lib/server.js), which a
 * factory must set itself.
 */
/** The options Fastify hands its server factory, once it has filled in its defaults. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

export const serverWithAnswerCache =
  (answers: AnswerCache): FastifyServerFactory =>
  (handler, settings) => {
    const options = settings as unknown as ServerSettings;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!answers.replay(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
