// What the live benches share: a real @hocuspocus/provider client of one design over `ws`, the
// way into a shape's attrs in the core's live model, and a process's resident memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The client libraries are the server workspace's (test) dependencies.
const require = createRequire(join(import.meta.dirname, '../../apps/server/package.json'));
const { HocuspocusProvider, HocuspocusProviderWebsocket } = await import(
  require.resolve('@hocuspocus/provider')
);
export const WebSocket = (await import(require.resolve('ws'))).default;
export const Y = await import(require.resolve('yjs'));

/** The shape's attrs map, by the core's live model (packages/core/src/live/README.md). */
export const attrsOf = (doc, shapeId = 's1') =>
  doc
    .getMap('pages')
    .get('p1')
    ?.get('layers')
    ?.get('l1')
    ?.get('shapes')
    ?.get(shapeId)
    ?.get('attrs');

/** The resident memory of process `pid`, in MB (/proc/<pid>/status VmRSS). */
export const rssMb = (pid) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

/**
 * One editor of design `contentId` on the server at `base`: `synced` resolves at the first
 * sync and rejects after `syncTimeoutMs`; `name` is shown to the others (presence).
 */
export function connect(base, contentId, token, { name, syncTimeoutMs = 30_000 } = {}) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace(/^http/, 'ws')}/api/v1/collab`,
    WebSocketPolyfill: WebSocket,
  });
  let ready;
  const synced = new Promise((done, fail) => {
    ready = done;
    setTimeout(
      () => fail(new Error(`not synced in ${syncTimeoutMs / 1000} s`)),
      syncTimeoutMs,
    ).unref();
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `design:${contentId}`,
    token,
    document: doc,
    onSynced: () => ready(),
    onAuthenticationFailed: ({ reason }) => console.error('refused', reason),
  });
  provider.attach();
  if (name) provider.setAwarenessField('user', { name, color: '#2f9e44' });
  return {
    doc,
    provider,
    synced,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}
