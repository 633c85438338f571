// Opens a saved design as a live document and makes the editor's store on it.
import type { Design } from '@nibble/core';
import { createEditorStore, type EditorStore } from '../store/editorStore.ts';
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
export async function openLiveDesign(
  design: Design | null,
  designId: number,
  options: OpenLiveDesign,
): Promise<LiveDesign> {
  let store: EditorStore | null = null;
  let readOnly = false;
  let refused = false;
  const onReadOnly = (value: boolean) => {
    readOnly = value;
    if (!store) return;
    store.getState().setReadOnly(value);
    // Published (or disabled) by someone else while open: show its state, menus and all.
    if (value) {
      options.refresh().then(
        (fresh) => store?.getState().adoptDesign(fresh),
        (error: unknown) => console.warn('The design could not be read again', error),
      );
    }
  };
  const sessionOptions: LiveSessionOptions = {
    designId,
    token: options.token,
    userKey: userKeyOf(options.account),
    user: { name: options.name },
    onReadOnly,
    // Access taken away (or never there) while the design shows from this device's copy.
    onRefused: () => {
      refused = true;
      store?.getState().setReadOnly(true);
    },
    ...(options.url ? { url: options.url } : {}),
  };
  const session = new LiveSession(sessionOptions);
  try {
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
    store = createEditorStore({ design: record, doc, live: session.binding });
    store.getState().setReadOnly(readOnly || refused);
    session.attach(store);
    return { store, session };
  } catch (error) {
    session.destroy();
    throw error;
  }
}
