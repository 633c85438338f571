// Opens a saved design as a live document and makes the editor's store on it. A design the API
// answered is shown from that answer at once, edits held, while its live document connects
// (`showLiveDesign`); one opened offline waits for this device's copy (`openLiveDesign`).
import { type Design, selectFirstPage } from '@nibble/core';
import { createEditorStore, type EditorStore } from '../store/editorStore.ts';
import { keepUnchanged } from './keepUnchanged.ts';
import type { LaterLiveLink } from './laterLink.ts';
import type { LiveBinding } from './liveBinding.ts';
import { LiveSession, type LiveSessionOptions } from './liveSession.ts';
import { userKeyOf } from './offlineCopies.ts';

export interface OpenLiveDesign {
  token: string;
  /** The signed-in account (email or phone): names this user's copies on the device. */
  account: string;
  name: string;
  /** The design as the API has it now (after the server turned it read-only). */
  refresh(): Promise<Design>;
  url?: string;
}

export const NOT_ON_DEVICE =
  'This design is not kept on this device, and the server cannot be reached.';

export interface LiveDesign {
  store: EditorStore;
  session: LiveSession;
}

/** The key of the design's record in its device copy (y-indexeddb's own key-value store). */
const RECORD_KEY = 'design';

/**
 * Opens a design the API just answered. `design` null: the API could not be reached, so the
 * design is opened from this device's copy (record and document) if there is one.
 */
/** The store's link to the session's callbacks, which come before and after the store exists. */
function sessionOptionsFor(
  designId: number,
  options: OpenLiveDesign,
  held: { store: EditorStore | null; readOnly: boolean; refused: boolean },
): LiveSessionOptions {
  const onReadOnly = (value: boolean) => {
    held.readOnly = value;
    const store = held.store;
    if (!store) return;
    store.getState().setReadOnly(value);
    // Published (or disabled) by someone else while open: show its state, menus and all.
    if (value) {
      options.refresh().then(
        (fresh) => store.getState().adoptDesign(fresh),
        (error: unknown) => console.warn('The design could not be read again', error),
      );
    }
  };
  return {
    designId,
    token: options.token,
    userKey: userKeyOf(options.account),
    user: { name: options.name },
    onReadOnly,
    // Access taken away (or never there) while the design shows from this device's copy.
    onRefused: () => {
      held.refused = true;
      held.store?.getState().setReadOnly(true);
    },
    ...(options.url ? { url: options.url } : {}),
  };
}

/**
 * Opens a design the API just answered. `design` null: the API could not be reached, so the
 * design is opened from this device's copy (record and document) if there is one.
 */
export async function openLiveDesign(
  design: Design | null,
  designId: number,
  options: OpenLiveDesign,
): Promise<LiveDesign> {
  const held = { store: null as EditorStore | null, readOnly: false, refused: false };
  const session = new LiveSession(sessionOptionsFor(designId, options, held));
  try {
    session.start();
    let record = design;
    if (record) {
      // Kept beside the document, so the design opens from the device when offline.
      await session.offline.set(RECORD_KEY, JSON.stringify(record));
    } else {
      await session.offline.whenSynced;
      const kept: unknown = await session.offline.get(RECORD_KEY);
      if (typeof kept !== 'string') throw new Error(NOT_ON_DEVICE);
      record = JSON.parse(kept) as Design;
    }
    await session.ready();
    const read = session.binding.read();
    if (!read.ok) throw read.error;
    // The record's title is the design's name, as for a design opened without a live document.
    const doc = { ...read.value, title: record.title };
    const store = createEditorStore({ design: record, doc, live: session.binding });
    held.store = store;
    store.getState().setReadOnly(held.readOnly || held.refused);
    session.attach(store);
    return { store, session };
  } catch (error) {
    session.destroy();
    throw error;
  }
}

/** What `takeLiveDocument` needs of the live session (tests give a document of their own). */
export interface LiveConnection {
  readonly binding: Pick<LiveBinding, 'read'>;
  ready(): Promise<void>;
  attach(store: EditorStore): void;
}

/**
 * Waits for the live document, puts it in the store in place of the document shown so far
 * (the API's answer), then attaches the session: the store says where its changes are from
 * then on, and takes edits. The live document wins wherever the two differ; shapes, layers and
 * pages equal in both keep their objects, so the canvas does not draw them again. Rejects, the
 * store left held, when the server refuses or the live document cannot be read.
 */
export async function takeLiveDocument(store: EditorStore, connection: LiveConnection) {
  const shown = store.getState();
  await connection.ready();
  const read = connection.binding.read();
  if (!read.ok) throw read.error;
  const current = store.getState();
  const doc = keepUnchanged(current.doc, {
    ...read.value,
    // Which pages this user looks at stays theirs, if they switched it while connecting.
    metadata:
      current.doc.metadata === shown.doc.metadata ? read.value.metadata : current.doc.metadata,
    title: current.doc.title,
  });
  // A selection made while connecting stays (pruned to what is still there); else the first page.
  current.receive(doc, current.selection === shown.selection ? selectFirstPage(doc) : undefined);
  connection.attach(store);
}

/** A design shown before its live document is in. */
export interface OpeningLiveDesign extends LiveDesign {
  /**
   * Starts the live session (this device's copy, and the server's messages, held until now),
   * then takes the live document in (`takeLiveDocument`). Call once the design is drawn.
   * Rejects when the server refuses.
   */
  goLive(): Promise<void>;
}

/**
 * Connects a design shown from the API's answer to its live document: `store` was made with
 * `link` and holds edits (sync 'connecting') until `goLive()` has put the live document in it.
 * The editor calls it once the page is drawn (EditorScreen), with this module loaded then.
 */
export function connectLiveDesign(
  store: EditorStore,
  record: Design,
  link: LaterLiveLink,
  options: OpenLiveDesign,
): OpeningLiveDesign {
  const held = { store: store as EditorStore | null, readOnly: false, refused: false };
  const session = new LiveSession(sessionOptionsFor(record.id, options, held));
  link.bind(session.binding);
  session.connect();
  let going: Promise<void> | null = null;
  const goLive = () => {
    going ??= (async () => {
      session.start();
      // Kept beside the document, so the design opens from the device when offline.
      await session.offline.set(RECORD_KEY, JSON.stringify(record));
      await takeLiveDocument(store, session);
    })().catch((error: unknown) => {
      session.destroy();
      throw error;
    });
    return going;
  };
  return { store, session, goLive };
}
