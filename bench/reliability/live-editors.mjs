// Live editors for the crash bench (issue 17): real @hocuspocus/provider clients over `ws`
// editing one design through the core's own operations, each recording which of its updates
// the server ACKNOWLEDGED. In Hocuspocus 3.4 the server answers every sync step 2 or update
// message with a SyncStatus message (type 8, `1` = applied); the provider counts
// `unsyncedChanges` up per update it sends and down per SyncStatus, and a connection's
// messages are answered in the order they came — so the k-th SyncStatus after the handshake
// acknowledges the k-th update sent. Needs `node --import tsx` (the core is TypeScript).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';
// ES module imports throughout: the core imports Yjs as one, and a second (CommonJS) copy of
// Yjs would break its type checks.
import * as Y from 'yjs';

const { addShape, moveShapes } = await import('@nibble/core');
const { readLiveDocument, writeLiveDocument } = await import('@nibble/core/live');

const SYNC_STATUS = 8;
/** Shapes each editor adds per round; the other edits move them (bounded document growth). */
const ADDS_PER_ROUND = 25;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function campaignOf(doc) {
  const read = readLiveDocument(doc);
  if (!read.ok) throw read.error;
  return read.value;
}

/** Opens the design live; resolves once synced and the handshake is acknowledged. */
export async function openLive(base, contentId, token) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace(/^http/, 'ws')}/api/v1/collab`,
    WebSocketPolyfill: WebSocket,
  });
  const acks = [];
  let synced;
  const ready = new Promise((done, fail) => {
    synced = done;
    setTimeout(() => fail(new Error('not synced in 30 s')), 30_000).unref();
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: `design:${contentId}`,
    token,
    document: doc,
    onSynced: () => synced(),
    onAuthenticationFailed: ({ reason }) => console.error('live: refused', reason),
    onMessage: ({ event }) => {
      const decoder = decoding.createDecoder(new Uint8Array(event.data));
      decoding.readVarString(decoder);
      if (decoding.readVarUint(decoder) === SYNC_STATUS)
        acks.push(decoding.readVarInt(decoder) === 1);
    },
  });
  provider.attach();
  await ready;
  // The handshake's own SyncStatus (for this client's sync step 2) comes first.
  while (provider.unsyncedChanges > 0) await sleep(5);
  acks.length = 0;
  return {
    doc,
    provider,
    acks,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/**
 * One editor's burst until `stop()`: adds rectangles and moves them, one Yjs transaction
 * (one update message) per edit. Every edit is recorded with the editor's clock after it,
 * so a fresh copy of the document holds it exactly when its state vector reaches that clock.
 */
export async function burst(editor, { name, round, stop }) {
  const { doc } = editor;
  const sent = [];
  const mine = [];
  let n = 0;
  while (!stop()) {
    const before = campaignOf(doc);
    let after;
    let record;
    if (mine.length < ADDS_PER_ROUND && (mine.length === 0 || n % 3 === 0)) {
      const id = `r${round}${name}n${n}`;
      after = addShape(before, { pageId: 'p1', layerId: 'l1', id, spec: { type: 'rect' } });
      mine.push(id);
      record = { kind: 'add', id };
    } else {
      const id = mine[n % mine.length];
      after = moveShapes(before, { pageId: 'p1', layerId: 'l1', shapeIds: [id], dx: 3, dy: 1 });
      record = { kind: 'move', id };
    }
    n++;
    const clockBefore = Y.getState(doc.store, doc.clientID);
    writeLiveDocument(doc, before, after, 'bench');
    const clock = Y.getState(doc.store, doc.clientID);
    if (clock !== clockBefore) {
      const attrs = after.pages.items.p1.layers.items.l1.shapes.items[record.id].attrs;
      sent.push({ ...record, client: doc.clientID, clock, x: attrs.x, y: attrs.y });
    }
    await sleep(5);
  }
  return sent;
}

/** The updates of `sent` the server acknowledged (the first `acks` applied, in order). */
export const acknowledged = (sent, acks) => sent.slice(0, acks.filter(Boolean).length);

/** Shape position per id in a campaign JSON (page p1, layer l1). */
export function positionsOf(json) {
  const items = JSON.parse(json).pages.items.p1.layers.items.l1.shapes.items;
  return new Map(Object.entries(items).map(([id, s]) => [id, { x: s.attrs.x, y: s.attrs.y }]));
}

export const stateVectorOf = (doc) => Y.decodeStateVector(Y.encodeStateVector(doc));
