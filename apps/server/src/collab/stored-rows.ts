// What a transaction holding a design's lock (store.ts) reads, checks and writes: the design's
// row, its stored live state (checked whole once if written before the gate existed), its
// logged updates taken out of live_updates and tried as the gate tries a client's, and the
// state written back. No transaction starts here: store.ts owns the lock order.
import { admitLiveState, admitLiveUpdate } from '@nibble/core/live';
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { type ContentRow, contents, liveDocuments, liveUpdates } from '../db/schema.ts';
import { letOthersRun } from './let-others-run.ts';
import { type LoggedUpdate, quarantine } from './quarantine.ts';

export interface StoreLog {
  warn(details: object, message: string): void;
}

const bytes = (state: Uint8Array): Buffer =>
  Buffer.from(state.buffer, state.byteOffset, state.byteLength);

export async function lockDesign(tx: Db, contentId: number): Promise<ContentRow | null> {
  const [row] = await tx.select().from(contents).where(eq(contents.id, contentId)).for('update');
  return row ?? null;
}

export async function storedState(tx: Db, contentId: number): Promise<Uint8Array | null> {
  return (await storedRow(tx, contentId))?.state ?? null;
}

async function storedRow(
  tx: Db,
  contentId: number,
): Promise<{ state: Uint8Array; admitted: boolean } | null> {
  const [live] = await tx
    .select({ state: liveDocuments.state, admitted: liveDocuments.admitted })
    .from(liveDocuments)
    .where(eq(liveDocuments.contentId, contentId));
  return live ? { state: new Uint8Array(live.state), admitted: live.admitted } : null;
}

/**
 * Takes the design's logged updates (update-log.ts) out of live_updates: the caller merges
 * them into the state it writes in the same transaction, so a row is deleted exactly when
 * its update is stored (or set aside, quarantine.ts). Rows committed after this statement stay
 * for the next store.
 */
export async function takeLoggedUpdates(tx: Db, contentId: number): Promise<LoggedUpdate[]> {
  const rows = await tx
    .delete(liveUpdates)
    .where(eq(liveUpdates.contentId, contentId))
    .returning({ id: liveUpdates.id, userId: liveUpdates.userId, update: liveUpdates.update });
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ contentId, userId: row.userId, update: new Uint8Array(row.update) }));
}

/**
 * Logged updates that a running gate admitted (socket/gate.ts) merge as they are; a row that
 * does not even decode — written before the gate, or by hand — is set aside, not merged, so one
 * bad row can never stop a store, a load or the server's start.
 */
export async function mergeable(
  tx: Db,
  logged: LoggedUpdate[],
  log: StoreLog,
): Promise<Uint8Array[]> {
  const updates = logged.map((row) => row.update);
  try {
    Y.mergeUpdates(updates);
    return updates;
  } catch {
    const kept: Uint8Array[] = [];
    for (const row of logged) {
      try {
        Y.decodeUpdate(row.update);
        kept.push(row.update);
      } catch {
        await quarantine(tx, row, 'the update does not decode', log);
      }
    }
    return kept;
  }
}

/**
 * A stored state fit to serve, with the document it was checked in when it was (kept as the
 * guard's scratch copy), else null until something needs one.
 */
export interface CheckedState {
  state: Uint8Array;
  doc: Y.Doc | null;
}

/** A document holding the stored state and the updates admitted so far. */
function copyOf(stored: Uint8Array, kept: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored);
  for (const update of kept) Y.applyUpdate(doc, update);
  return doc;
}

/** The checked stored state with the updates `admitted` kept, as one document's state. */
export function wholeOf(checked: CheckedState, kept: Uint8Array[]): Uint8Array {
  checked.doc ??= copyOf(checked.state, kept);
  return Y.encodeStateAsUpdate(checked.doc);
}

/**
 * Logged updates left by a process that died (or written before the gate existed): each one
 * tried in order on the checked copy of the stored state, as the gate tries a client's
 * (`admitLiveUpdate`); what the gate would have refused is set aside. Answers the updates to
 * merge; `checked.doc` then holds the stored state and them.
 */
export async function admitted(
  tx: Db,
  checked: CheckedState,
  logged: LoggedUpdate[],
  log: StoreLog,
): Promise<Uint8Array[]> {
  const kept: Uint8Array[] = [];
  checked.doc ??= copyOf(checked.state, kept);
  for (const row of logged) {
    const admission = admitLiveUpdate(checked.doc, row.update);
    if (admission.ok) {
      // What the design took (see `Admission`): merging the row as written could break the state.
      if (admission.update) kept.push(admission.update);
      continue;
    }
    await quarantine(tx, row, admission.reason, log);
    if (admission.scratchChanged) {
      checked.doc.destroy();
      checked.doc = copyOf(checked.state, kept);
    }
  }
  return kept;
}

/**
 * The stored state, fit to serve. One written before the gate existed (`admitted` false) may
 * hold what no design holds (a type nested 10 000 deep, a junk root of 45 MB): it is checked
 * whole once, as the gate checks an update (`admitLiveState`), and marked when it passes. One
 * that fails is set aside with its logged rows, and the design starts again from its JSON
 * content, which was only ever written from valid states. States this server writes hold only
 * admitted updates and are not read again (a 5 000-shape design's check is ~0.3 s). Null when
 * there is none (or it was set aside).
 */
export async function checkedStoredState(
  tx: Db,
  row: ContentRow,
  log: StoreLog,
): Promise<CheckedState | null> {
  const stored = await storedRow(tx, row.id);
  if (!stored) return null;
  if (stored.admitted) return { state: stored.state, doc: null };
  await letOthersRun();
  const admission = admitLiveState(stored.state);
  if (admission.ok) {
    await tx
      .update(liveDocuments)
      .set({ admitted: true })
      .where(eq(liveDocuments.contentId, row.id));
    return { state: stored.state, doc: admission.doc };
  }
  await quarantine(
    tx,
    { contentId: row.id, userId: null, update: stored.state },
    `stored state: ${admission.reason}`,
    log,
  );
  await tx.delete(liveDocuments).where(eq(liveDocuments.contentId, row.id));
  // Its logged updates refer to what was set aside: they go with it.
  for (const logged of await takeLoggedUpdates(tx, row.id)) {
    await quarantine(tx, logged, 'its stored state was set aside', log);
  }
  return null;
}

/** Every state this server writes holds only admitted updates (and server-made ones). */
export async function writeState(tx: Db, contentId: number, state: Uint8Array, now: Date) {
  await tx
    .insert(liveDocuments)
    .values({ contentId, state: bytes(state), admitted: true, updatedAt: now })
    .onConflictDoUpdate({
      target: liveDocuments.contentId,
      set: { state: sql`excluded.state`, admitted: true, updatedAt: sql`excluded.updated_at` },
    });
}
