import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { isPresence, Presence } from './presence.ts';

const full = {
  user: { name: 'Asha', color: '#2f9e44' },
  selection: { pageId: 'p1', layerId: 'l1', shapeIds: ['s1'] },
  pointer: null,
  drag: null,
};

describe('presence', () => {
  it('draws only a peer that told its whole state', () => {
    expect(isPresence(full)).toBe(true);
    expect(isPresence({ user: full.user })).toBe(false);
    expect(isPresence({ ...full, selection: { pageId: 'p1' } })).toBe(false);
    expect(isPresence({ ...full, pointer: { x: 1, y: 2 } })).toBe(false);
    expect(isPresence({ ...full, pointer: { pageId: 'p1', x: 1, y: 2 } })).toBe(true);
    expect(isPresence({ ...full, drag: { pageId: 'p1', dx: 1, dy: 1 } })).toBe(false);
  });

  it('tells the others a whole state in one change, so no peer ever sees half of it', () => {
    const mine = new Awareness(new Y.Doc());
    const seen: unknown[] = [];
    mine.on('change', () => seen.push(mine.getLocalState()));
    const presence = new Presence(mine);
    presence.set(full);
    presence.set({ pointer: { pageId: 'p1', x: 3, y: 4 } });
    expect(seen.every(isPresence)).toBe(true);
    expect(mine.getLocalState()).toMatchObject({ ...full, pointer: { pageId: 'p1', x: 3, y: 4 } });
    presence.destroy();
    mine.destroy();
  });

  it('leaves out a peer whose state is incomplete', () => {
    const doc = new Y.Doc();
    const mine = new Awareness(doc);
    const presence = new Presence(mine);
    const theirs = new Awareness(new Y.Doc());
    theirs.setLocalStateField('user', full.user);
    mine.states.set(theirs.clientID, theirs.getLocalState() ?? {});
    mine.emit('change', [{ added: [theirs.clientID], updated: [], removed: [] }, 'remote']);
    expect(presence.getPeers()).toEqual([]);
    mine.states.set(theirs.clientID, full);
    mine.emit('change', [{ added: [], updated: [theirs.clientID], removed: [] }, 'remote']);
    expect(presence.getPeers()).toEqual([{ ...full, clientId: theirs.clientID }]);
    presence.destroy();
    mine.destroy();
    theirs.destroy();
  });

  it('leaves the peers and their listeners alone when only this editor’s own state changes (its drag moves)', () => {
    const mine = new Awareness(new Y.Doc());
    const presence = new Presence(mine);
    const theirs = new Awareness(new Y.Doc());
    mine.states.set(theirs.clientID, full);
    mine.emit('change', [{ added: [theirs.clientID], updated: [], removed: [] }, 'remote']);
    const peers = presence.getPeers();
    expect(peers).toEqual([{ ...full, clientId: theirs.clientID }]);
    let told = 0;
    presence.subscribe(() => told++);
    presence.set(full);
    presence.set({ drag: { pageId: 'p1', shapeIds: ['s1'], dx: 4, dy: 2 } });
    expect(told).toBe(0);
    expect(presence.getPeers()).toBe(peers);
    // A peer's change is still told.
    mine.states.set(theirs.clientID, { ...full, pointer: { pageId: 'p1', x: 1, y: 1 } });
    mine.emit('change', [{ added: [], updated: [theirs.clientID], removed: [] }, 'remote']);
    expect(told).toBe(1);
    expect(presence.getPeers()[0]?.pointer).toEqual({ pageId: 'p1', x: 1, y: 1 });
    presence.destroy();
    mine.destroy();
    theirs.destroy();
  });
});
