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

export interface LiveDesign {
  store: EditorStore;
  session: LiveSession;
}

export async function openLiveDesign(design: Design, options: OpenLiveDesign): Promise<LiveDesign> {
  let store: EditorStore | null = null;
  let readOnly = false;
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
    designId: design.id,
    token: options.token,
    userKey: userKeyOf(options.account),
    user: { name: options.name },
    onReadOnly,
    ...(options.url ? { url: options.url } : {}),
  };
  const session = new LiveSession(sessionOptions);
  try {
    await session.ready();
    const read = session.binding.read();
    if (!read.ok) throw read.error;
    // The record's title is the design's name, as for a design opened without a live document.
    const doc = { ...read.value, title: design.title };
    store = createEditorStore({ design, doc, live: session.binding });
    store.getState().setReadOnly(readOnly);
    session.attach(store);
    return { store, session };
  } catch (error) {
    session.destroy();
    throw error;
  }
}
