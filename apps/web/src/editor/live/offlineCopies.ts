// The device's copies of open designs (y-indexeddb): one IndexedDB database per user and
// design, all named under the user's prefix, so signing out deletes exactly that user's copies.
// Plain IndexedDB here (no Yjs), so the sign-out path does not load the editor.

const PREFIX = 'nibble-live';

/** A stable, short key for the user (the address itself stays out of database names). */
export function userKeyOf(account: string): string {
  let hash = 0x811c9dc5;
  for (const char of account.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const userPrefix = (userKey: string) => `${PREFIX}:${userKey}:`;

/** The IndexedDB database that keeps this user's copy of one design. */
export const offlineCopyName = (userKey: string, documentName: string): string =>
  `${userPrefix(userKey)}${documentName}`;

/** Deletes every copy this user's designs left on the device (at sign-out). */
export async function clearOfflineCopies(userKey: string): Promise<number> {
  if (typeof indexedDB === 'undefined' || !indexedDB.databases) return 0;
  const prefix = userPrefix(userKey);
  const names = (await indexedDB.databases())
    .map((db) => db.name ?? '')
    .filter((name) => name.startsWith(prefix));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          // A tab still holding the database blocks the delete until it closes; it goes then.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
  return names.length;
}
