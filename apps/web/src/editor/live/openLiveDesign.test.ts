// Opening a design the API answered: it shows from that answer at once, edits held, and its
// live document replaces it when it arrives (openLiveDesign.ts). The live side is a real Y.Doc
// and binding; only the socket is left out: the test says when the document arrives.
import {
  afterSwitchMode,
  type Campaign,
  findLayer,
  listOf,
  moveShapes,
  parseCampaign,
  type Shape,
  switchMode,
} from '@nibble/core';
import { isLiveDocumentEmpty, readLiveDocument, seedLiveDocument } from '@nibble/core/live';
import { LIVE_CLOSE } from '@nibble/core/live/protocol';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addShapeToPage } from '../store/addShape.ts';
import { runCommand } from '../store/commands.ts';
import { createEditorStore, type EditorStore } from '../store/editorStore.ts';
import { testDesign, testStore } from '../testing.tsx';
import { LiveBinding } from './liveBinding.ts';
import { LiveSession } from './liveSession.ts';
import { MessageGate } from './messageGate.ts';
import { type LiveConnection, takeLiveDocument } from './openLiveDesign.ts';

/** A saved design of three shapes. */
function savedDesign(): Campaign {
  const store = testStore();
  addShapeToPage(store, { type: 'rect' });
  addShapeToPage(store, { type: 'circ' });
  addShapeToPage(store, { type: 'star' });
  return store.getState().doc;
}

const firstLayer = (doc: Campaign) => {
  const pageId = doc.pages.order[0] as string;
  const layerId = doc.pages.items[pageId]?.layers.order[0] as string;
  return { pageId, layerId };
};

const shapesOf = (doc: Campaign): Shape[] => {
  const { pageId, layerId } = firstLayer(doc);
  return listOf(findLayer(doc, pageId, layerId)?.shapes ?? { order: [], items: {} });
};

const moved = (doc: Campaign, shape: Shape, dx: number) =>
  moveShapes(doc, { ...firstLayer(doc), shapeIds: [shape.id], dx, dy: 0 });

/** A design shown from the API's answer (its content string, parsed), its live document on its way. */
function opening(saved: Campaign) {
  const design = testDesign(saved);
  const shown = parseCampaign(design.content, design.type);
  const ydoc = new Y.Doc();
  const binding = new LiveBinding(ydoc);
  const store = createEditorStore({ design, doc: shown, live: binding, connecting: true });
  let arrived: () => void = () => {};
  let refused: (reason: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    refused = reject;
  });
  const connection: LiveConnection = {
    binding,
    ready: () => ready,
    // As LiveSession.attach: the binding feeds the store, and the store learns the sync state.
    attach(attached: EditorStore) {
      binding.attach(attached);
      attached.getState().setSync('synced');
    },
  };
  return {
    store,
    ydoc,
    shown,
    live: takeLiveDocument(store, connection),
    /** The live document arrives (the server's first sync), holding `live`. */
    arrive(live: Campaign) {
      const server = new Y.Doc();
      seedLiveDocument(server, live);
      Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(server), 'server');
      arrived();
    },
    refuse: (reason: string) => refused(new Error(reason)),
  };
}

describe('opening a live design from the API answer', () => {
  it('shows the answer at once and holds every edit, undo and command until the live document is in', async () => {
    const saved = savedDesign();
    const { store, ydoc, shown, live, arrive } = opening(saved);
    await Promise.resolve();
    expect(store.getState().doc).toBe(shown);
    expect(store.getState().sync).toBe('connecting');

    const [rect] = shapesOf(shown);
    if (!rect) throw new Error('no shape');
    expect(store.getState().edit((doc) => moved(doc, rect, 10))).toBe(false);
    expect(addShapeToPage(store, { type: 'rect' })).toBe(false);
    store.getState().select({ ...store.getState().selection, shapeIds: [rect.id] });
    expect(runCommand(store, 'delete')).toBe(false);
    store.getState().undo();
    expect(store.getState().doc).toBe(shown);
    // Nothing went into the live document either.
    expect(isLiveDocumentEmpty(ydoc)).toBe(true);

    arrive(saved);
    await live;
    expect(store.getState().sync).toBe('synced');
    expect(store.getState().edit((doc) => moved(doc, rect, 10))).toBe(true);
    const read = readLiveDocument(ydoc);
    if (!read.ok) throw read.error;
    expect(shapesOf(read.value).find((s) => s.id === rect.id)?.attrs.x).toBe(rect.attrs.x + 10);
  });

  it('keeps the objects of every shape the live document holds unchanged', async () => {
    const saved = savedDesign();
    const { store, shown, live, arrive } = opening(saved);
    arrive(saved);
    await live;
    const after = store.getState().doc;
    expect(after.pages).toBe(shown.pages);
    for (const shape of shapesOf(shown)) {
      expect(shapesOf(after).find((s) => s.id === shape.id)).toBe(shape);
    }
  });

  it('shows the live document where it differs from the answer, keeping the rest', async () => {
    const saved = savedDesign();
    const [rect, circ, star] = shapesOf(saved);
    if (!rect || !circ || !star) throw new Error('three shapes expected');
    // Someone moved the circle after the API's answer was read.
    const newer = moved(saved, circ, 40);
    const { store, shown, live, arrive } = opening(saved);
    arrive(newer);
    await live;
    const after = shapesOf(store.getState().doc);
    expect(after.find((s) => s.id === circ.id)?.attrs.x).toBe(circ.attrs.x + 40);
    expect(after.find((s) => s.id === rect.id)).toBe(shapesOf(shown)[0]);
    expect(after.find((s) => s.id === star.id)).toBe(shapesOf(shown)[2]);
    expect(store.getState().doc).toEqual({ ...newer, title: shown.title });
  });

  it('keeps the selection made while connecting', async () => {
    const saved = savedDesign();
    const [, circ] = shapesOf(saved);
    const { store, live, arrive } = opening(saved);
    const selection = { ...firstLayer(saved), shapeIds: [circ?.id as string] };
    store.getState().select(selection);
    arrive(saved);
    await live;
    expect(store.getState().selection).toEqual(selection);
  });

  it("keeps the page mode switched to while connecting (it is this user's alone)", async () => {
    const saved = savedDesign();
    const { store, shown, live, arrive } = opening(saved);
    store.getState().navigate(switchMode, afterSwitchMode);
    const mode = store.getState().doc.metadata.mode;
    expect(mode).not.toBe(shown.metadata.mode);
    arrive(saved);
    await live;
    expect(store.getState().doc.metadata.mode).toBe(mode);
  });

  it('a refusal before the live document came fails the opening and edits stay held', async () => {
    const saved = savedDesign();
    const { store, live, refuse } = opening(saved);
    refuse('Forbidden');
    await expect(live).rejects.toThrow('Forbidden');
    expect(store.getState().sync).toBe('connecting');
    const [rect] = shapesOf(saved);
    expect(store.getState().edit((doc) => moved(doc, rect as Shape, 5))).toBe(false);
  });
});

/** Design 7's live session, on a port nothing answers: it never reaches a server. */
const SESSION = {
  designId: 7,
  token: 't',
  userKey: 'u',
  user: { name: 'A' },
  url: 'ws://127.0.0.1:9/collab',
};

describe('the live session', () => {
  it('opens no socket and no device copy until asked', () => {
    const session = new LiveSession(SESSION);
    try {
      expect(session.provider.configuration.websocketProvider.shouldConnect).toBe(false);
      expect(session.provider.configuration.websocketProvider.status).toBe('disconnected');
      expect(() => session.offline).toThrow('has not started');
      session.connect();
      expect(session.provider.configuration.websocketProvider.shouldConnect).toBe(true);
      // Connected, not started: the device copy (and the server's messages) still wait.
      expect(() => session.offline).toThrow('has not started');
    } finally {
      session.destroy();
    }
  });
});

describe('a refusal by the server', () => {
  it('stops the session and says so when the server refuses an update (4422), not on a dropped line', () => {
    let refusals = 0;
    const session = new LiveSession({ ...SESSION, onRefused: () => refusals++ });
    const store = testStore();
    try {
      session.connect();
      session.attach(store);
      // What the provider's socket tells its listeners when the server closes it (emit is its own).
      const socket = session.provider.configuration.websocketProvider as unknown as {
        emit(event: 'close', data: { event: { code: number; reason: string } }): void;
      };
      socket.emit('close', { event: { code: 1006, reason: '' } });
      expect(refusals).toBe(0);
      expect(store.getState().sync).not.toBe('refused');
      socket.emit('close', {
        event: { code: LIVE_CLOSE.updateRefused.code, reason: LIVE_CLOSE.updateRefused.reason },
      });
      expect(refusals).toBe(1);
      expect(store.getState().sync).toBe('refused');
    } finally {
      session.destroy();
    }
  });
});

describe('the gate of the server messages', () => {
  const heard = (gate: MessageGate) => {
    const target = new EventTarget();
    const got: string[] = [];
    for (const type of ['open', 'message', 'close']) {
      target.addEventListener(
        type,
        gate.wrap(
          type,
          (event) => got.push(event instanceof MessageEvent ? event.data : type),
          target,
        ),
      );
    }
    return { target, got };
  };

  it('holds messages and the close after them until it opens, then lets them through in order', () => {
    const gate = new MessageGate();
    const { target, got } = heard(gate);
    target.dispatchEvent(new Event('open'));
    target.dispatchEvent(new MessageEvent('message', { data: 'auth' }));
    target.dispatchEvent(new MessageEvent('message', { data: 'sync' }));
    target.dispatchEvent(new Event('close'));
    // The socket's opening is not held: the provider says who it is at once.
    expect(got).toEqual(['open']);
    gate.open();
    expect(got).toEqual(['open', 'auth', 'sync', 'close']);
    target.dispatchEvent(new MessageEvent('message', { data: 'later' }));
    expect(got.at(-1)).toBe('later');
  });
});
