// The collaboration endpoint: every design is a live Yjs document served by Hocuspocus on the
// API's own HTTP server and port, websocket path /api/v1/collab, document `design:{id}`
// (README.md beside this file says how it works). This file composes one Hocuspocus extension
// per concern, as Hocuspocus' own extensions are shaped (issue 31); the list below is the table
// of who does what, and its order is the order their hooks run in.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus } from '@hocuspocus/server';
import { COLLAB_PATH } from '@nibble/core/live/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ContentRow } from '../db/schema.ts';
import type { LiveMirror } from '../modules/contents/service.ts';
import { Authentication } from './authentication.ts';
import { DurableLog } from './durable-log.ts';
import { Persistence } from './persistence.ts';
import { AccessRechecks } from './recheck.ts';
import type { PgRelay } from './relay.ts';
import { Relaying } from './relaying.ts';
import { RestMirror } from './rest-mirror.ts';
import { SocketGates } from './sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live documents (collab/): REST saves reach them through this. */
    live: LiveDocuments;
  }
}

export { ELSEWHERE } from './origins.ts';
export { RECHECK_MS } from './recheck.ts';
export { COLLAB_PATH };

/** After a change, the JSON content follows within this (and at once on the last disconnect). */
export const STORE_DEBOUNCE_MS = 1_000;
const STORE_MAX_DEBOUNCE_MS = 5_000;

export class LiveDocuments implements LiveMirror {
  readonly hocuspocus: Hocuspocus;
  /** The relay between processes; null on PGlite (one process). */
  readonly relay: PgRelay | null;
  private readonly persistence: Persistence;
  private readonly rechecks: AccessRechecks;
  private readonly mirror: RestMirror;

  constructor(app: FastifyInstance) {
    const log = app.log.child({ module: 'collab' });
    const { databaseUrl, trustProxy } = app.config;
    this.persistence = new Persistence(app.db, log);
    const relaying =
      app.dbKind === 'postgres' && databaseUrl
        ? new Relaying(
            databaseUrl,
            app.db,
            {
              recheck: () => this.rechecks.soon(false),
              storedState: (name) => this.persistence.storedState(name),
            },
            log,
          )
        : null;
    this.relay = relaying?.relay ?? null;
    const durableLog = new DurableLog(app.db, log);
    const gates = new SocketGates(durableLog.updates, this.persistence, trustProxy, log);
    this.rechecks = new AccessRechecks(app.db, relaying, log);
    this.mirror = new RestMirror(relaying, log);
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: STORE_DEBOUNCE_MS,
      maxDebounce: STORE_MAX_DEBOUNCE_MS,
      // One priority for all: hooks run in this order. The page repair (persistence) comes
      // before the relay sends a change; at shutdown the re-checks stop, the documents are
      // stored, the sockets close, and the relay goes last.
      extensions: [
        new Authentication(app.db),
        this.rechecks,
        this.persistence,
        gates,
        this.mirror,
        durableLog,
        ...(relaying ? [relaying] : []),
      ],
    });

    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      gates.upgrade(this.hocuspocus, request, socket, head),
    );
    app.writes.on(() => this.rechecks.soon(true));
    // Before the first request: the JSON content holds every update a killed process
    // acknowledged, whether or not anyone opens the design live again.
    app.addHook('onReady', () => durableLog.replay());
    app.addHook('preClose', () =>
      this.hocuspocus.hooks('onDestroy', { instance: this.hocuspocus }),
    );
  }

  /** Open documents (for tests and operators). */
  get documentsCount(): number {
    return this.hocuspocus.getDocumentsCount();
  }

  /** The stored live state and the content a REST save stores (LiveMirror). */
  save(tx: Db, row: ContentRow, content: string, now: Date) {
    return this.mirror.save(tx, row, content, now);
  }

  /** Every open connection against the API's rules again (recheck.ts). */
  recheck(): Promise<void> {
    return this.rechecks.run();
  }
}

export function registerCollab(app: FastifyInstance): LiveDocuments {
  const live = new LiveDocuments(app);
  app.decorate('live', live);
  return live;
}
