// Presence through Yjs awareness: who is in the design (name, colour), their page, layer and
// selection, their pointer and the shapes they are dragging. None of it is in the shared
// document: it disappears with the person (awareness times out a closed tab by itself).
import type { Selection } from '@nibble/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type { EditorStore } from '../store/editorStore.ts';

export interface PresenceUser {
  name: string;
  color: string;
}

export interface PresencePointer {
  pageId: string;
  x: number;
  y: number;
}

/** Shapes on their way during a drag (the document changes once, at the drop). */
export interface PresenceDrag {
  pageId: string;
  shapeIds: string[];
  dx: number;
  dy: number;
}

export interface PresenceState {
  user: PresenceUser;
  selection: Selection;
  pointer: PresencePointer | null;
  drag: PresenceDrag | null;
}

export interface Peer extends PresenceState {
  clientId: number;
}

/** Colours that stay readable on white with white text on them (Mantine's 7-8 shades). */
export const PRESENCE_COLOURS = [
  '#e03131',
  '#2f9e44',
  '#1971c2',
  '#9c36b5',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
];

export const colourFor = (key: string): string => {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length] ?? '#1971c2';
};

/** Pointer moves are sent at most this often (a drag's offsets too). */
const SEND_EVERY_MS = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isOnPage = (value: unknown): boolean => isObject(value) && typeof value.pageId === 'string';

/**
 * A peer's presence as the editor draws it. Anything else — a client that has not told all of
 * it yet, an older or a hand-made one — is left out rather than trusted: a missing selection
 * once took the canvas down.
 */
export const isPresence = (value: unknown): value is PresenceState =>
  isObject(value) &&
  isObject(value.user) &&
  typeof value.user.name === 'string' &&
  typeof value.user.color === 'string' &&
  isOnPage(value.selection) &&
  Array.isArray((value.selection as { shapeIds?: unknown }).shapeIds) &&
  (value.pointer === null || isOnPage(value.pointer)) &&
  (value.drag === null ||
    (isOnPage(value.drag) && Array.isArray((value.drag as { shapeIds?: unknown }).shapeIds)));

/** What awareness's 'change' event says changed: the client ids added, updated and removed. */
interface AwarenessChanges {
  added: readonly number[];
  updated: readonly number[];
  removed: readonly number[];
}

export class Presence {
  private peers: Peer[] = [];
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queued: Partial<PresenceState> = {};

  constructor(readonly awareness: Awareness) {
    awareness.on('change', this.onChange);
  }

  /**
   * Awareness tells every change, this editor's own too: its pointer and drag moves, up to 20
   * a second while a shape is dragged. Those leave the others as they were, so the peers (and
   * whatever draws them) are left alone rather than given a new list to render again.
   */
  private onChange = (changes?: AwarenessChanges) => {
    const own = this.awareness.clientID;
    if (
      changes &&
      [...changes.added, ...changes.updated, ...changes.removed].every((id) => id === own)
    )
      return;
    const peers: Peer[] = [];
    for (const [clientId, state] of this.awareness.getStates()) {
      if (clientId === this.awareness.clientID || !isPresence(state)) continue;
      peers.push({ ...state, clientId });
    }
    this.peers = peers;
    for (const listener of this.listeners) listener();
  };

  /** The other people in the design, as last told. */
  getPeers = (): Peer[] => this.peers;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tells the others these fields, all in one message (never half a state). */
  set(fields: Partial<PresenceState>): void {
    this.awareness.setLocalState({ ...this.awareness.getLocalState(), ...fields });
  }

  /** Pointer and drag moves: sent at most every SEND_EVERY_MS, the last one always. */
  setSoon(fields: Partial<PresenceState>): void {
    this.queued = { ...this.queued, ...fields };
    if (this.timer) return;
    this.set(this.queued);
    this.queued = {};
    this.timer = setTimeout(() => {
      this.timer = null;
      if (Object.keys(this.queued).length > 0) this.setSoon({});
    }, SEND_EVERY_MS);
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.awareness.off('change', this.onChange);
    this.listeners.clear();
  }
}

/** Tells the others who this is and what they select, for as long as the editor is open. */
export function startPresence(
  awareness: Awareness,
  store: EditorStore,
  user: Omit<PresenceUser, 'color'>,
  presence = new Presence(awareness),
): () => void {
  const color = colourFor(`${user.name}:${awareness.clientID}`);
  presence.set({
    user: { ...user, color },
    selection: store.getState().selection,
    pointer: null,
    drag: null,
  });
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.selection !== previous.selection) presence.set({ selection: state.selection });
  });
  return () => {
    unsubscribe();
    awareness.setLocalState(null);
    presence.destroy();
  };
}

export const PresenceContext = createContext<Presence | null>(null);

/** The presence of the live design on screen, or null for a design that is not live. */
export const usePresence = (): Presence | null => useContext(PresenceContext);

const NO_PEERS: Peer[] = [];
const noSubscription = () => () => {};

export function usePeers(): Peer[] {
  const presence = usePresence();
  return useSyncExternalStore(
    presence?.subscribe ?? noSubscription,
    presence?.getPeers ?? (() => NO_PEERS),
  );
}
