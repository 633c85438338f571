import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, useSession } from '../../session/store.ts';
import { clearOfflineCopiesOnSignOut } from './clearOnSignOut.ts';
import { clearOfflineCopies, offlineCopyName, userKeyOf } from './offlineCopies.ts';

/** The part of IndexedDB the clearing uses: a list of databases and deleteDatabase. */
function fakeIndexedDb(names: string[]) {
  const left = new Set(names);
  const fake = {
    databases: async () => [...left].map((name) => ({ name, version: 1 })),
    deleteDatabase: (name: string) => {
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => {
        left.delete(name);
        request.onsuccess?.();
      }, 0);
      return request;
    },
  };
  vi.stubGlobal('indexedDB', fake);
  return left;
}

describe("the device's copies of designs", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are named per user and design, the address itself left out', () => {
    const name = offlineCopyName(userKeyOf('Shop@Example.com'), 'design:12');
    expect(name).toBe(`nibble-live:${userKeyOf('shop@example.com')}:design:12`);
    expect(name).not.toContain('example');
    expect(userKeyOf('a@example.com')).not.toBe(userKeyOf('b@example.com'));
  });

  it("clearing deletes this user's copies only", async () => {
    const mine = userKeyOf('me@example.com');
    const theirs = userKeyOf('other@example.com');
    const left = fakeIndexedDb([
      offlineCopyName(mine, 'design:1'),
      offlineCopyName(mine, 'design:2'),
      offlineCopyName(theirs, 'design:1'),
      'something-else',
    ]);
    expect(await clearOfflineCopies(mine)).toBe(2);
    expect([...left].sort()).toEqual([offlineCopyName(theirs, 'design:1'), 'something-else']);
  });

  it('signing out clears the signed-in user’s copies', async () => {
    const mine = userKeyOf('owner@example.com');
    const left = fakeIndexedDb([offlineCopyName(mine, 'design:5')]);
    useSession.setState(SIGNED_OUT);
    const stop = clearOfflineCopiesOnSignOut();
    useSession.getState().signIn({
      status: '1',
      id: 't',
      name: 'Owner',
      phone: '9000000001',
      role: 'owner',
      mode: 0,
      email: 'owner@example.com',
    });
    useSession.getState().signOut();
    stop();
    await vi.waitFor(() => expect(left.size).toBe(0));
  });
});
