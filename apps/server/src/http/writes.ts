// "Something was written": after every successful answer to a request that may change data
// (any method but GET, HEAD and OPTIONS, answered below 400), listeners run — the public
// caches drop what they keep, so this process shows a publication change at once. Other
// processes sharing the database see it when their few-second caches expire.
import type { FastifyInstance, onSendHookHandler } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Writes {
  private readonly listeners: Array<() => void> = [];

  on(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Runs the listeners now (routes call it too, and tests). */
  happened(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Hooks every writing route, one by one, so that reads — the hot public routes — run no
   * extra hook. Register before the routes.
   */
  register(app: FastifyInstance): void {
    // Before the answer leaves: once a client reads "saved", no cache here holds the old.
    const afterWrite: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode < 400) this.happened();
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.every((method) => READS.has(method))) return;
      route.onSend = [...[route.onSend ?? []].flat(), afterWrite];
    });
  }
}
