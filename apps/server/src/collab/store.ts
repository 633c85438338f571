// The live state of a design in the database (table live_documents): one Yjs update per
// design that holds everything ever acknowledged. Every write locks the design's row first
// (contents, FOR UPDATE — the one lock order for live and REST writes alike), reads the stored
// state and writes back the MERGE of it and the new state: a process never overwrites what
// another stored (overwriting lost 10 of 20 shapes across two processes in the proof, issue 17).
// The stored state is that one merged update — never rebuilt from the JSON, because a rebuilt
// history would make every offline client's pending updates refer to items that no longer
// exist. Over 300 lines: every transaction that holds a design's lock (open, store, replay, REST
// mirror) is here, so the one lock order is seen whole; what they read and check under it is
// in stored-rows.ts.
import { type Campaign, type DesignType, parseCampaign, serializeCampaign } from '@nibble/core';
import { readLiveDocument, seedLiveDocumentInSteps, writeLiveDocument } from '@nibble/core/live';
import * as Y from 'yjs';
import type { Db } from '../db/client.ts';
import { type ContentRow, liveUpdates } from '../db/schema.ts';
import { campaignProblem, isLiveEditable, saveLiveContent } from '../modules/contents/service.ts';
import { letOthersRun } from './let-others-run.ts';
import { quarantine } from './quarantine.ts';
import {
  admitted,
  checkedStoredState,
  lockDesign,
  mergeable,
  type StoreLog,
  storedState,
  takeLoggedUpdates,
  wholeOf,
  writeState,
} from './stored-rows.ts';

export type { StoreLog };

/**
 * Shapes seeded per step: a step of 500 is a few tens of milliseconds of the event loop, where
 * a 5 000-shape design seeded in one go held it for about 200 ms.
 */
const SEED_SHAPES_PER_STEP = 500;

/** Fills the EMPTY `doc` from a campaign, letting others run between the seed's steps. */
async function seedInSteps(doc: Y.Doc, campaign: Campaign): Promise<Uint8Array> {
  const steps = seedLiveDocumentInSteps(doc, campaign, SEED_SHAPES_PER_STEP);
  while (!steps.next().done) await letOthersRun();
  return Y.encodeStateAsUpdate(doc);
}

/** A design's live state as opened, and the checked copy of it the guard may keep (guard.ts). */
interface OpenedState {
  state: Uint8Array;
  seeded: boolean;
  scratch: Y.Doc | null;
  /** The design's JSON as last written (its length: the guard's start, guard.ts). */
  jsonChars: number;
}

/**
 * The design's live state, under the row's lock: the stored one, checked (with logged rows
 * admitted and replayed),
 * or — the first time a design is opened live — seeded from the JSON content straight into
 * `into`, once: two processes (or two clients) opening a never-opened design together would
 * otherwise seed it twice and every shape would show twice. `seeded` says `into` holds the
 * state already. Null when the design does not exist.
 */
async function openLiveState(
  db: Db,
  contentId: number,
  into: Y.Doc,
  now: Date,
  log: StoreLog,
): Promise<OpenedState | null> {
  return db.transaction(async (tx) => {
    const row = await lockDesign(tx, contentId);
    if (!row) return null;
    const checked = await checkedStoredState(tx, row, log);
    if (checked) {
      // Updates acknowledged by a process that died before storing them: replayed here, so
      // the first editor to open the design after a crash gets them (and so does the JSON).
      const logged = isLiveEditable(row) ? await takeLoggedUpdates(tx, contentId) : [];
      const jsonChars = row.content.length;
      if (logged.length === 0) {
        return { state: checked.state, seeded: false, scratch: checked.doc, jsonChars };
      }
      await letOthersRun();
      const updates = await admitted(tx, checked, logged, log);
      const stored = await mergeAndWrite(tx, row, checked.state, updates, now, log, () =>
        wholeOf(checked, updates),
      );
      return {
        state: stored.state,
        seeded: false,
        scratch: checked.doc,
        jsonChars: stored.jsonChars ?? jsonChars,
      };
    }
    // Yielding holds the lock a little longer (on PGlite, the whole database: its queries wait
    // for this transaction anyway); what does not need the database is served in between.
    await letOthersRun();
    const campaign = parseCampaign(row.content, row.type as DesignType);
    await letOthersRun();
    const state = await seedInSteps(into, campaign);
    await letOthersRun();
    await writeState(tx, contentId, state, now);
    return { state, seeded: true, scratch: null, jsonChars: row.content.length };
  });
}

/**
 * The stored live state of a design, seeded from its JSON content the first time (see
 * openLiveState). Null when the design does not exist.
 */
export async function loadLiveState(
  db: Db,
  contentId: number,
  now: Date,
  log: StoreLog,
): Promise<Uint8Array | null> {
  const doc = new Y.Doc();
  try {
    const opened = await openLiveState(db, contentId, doc, now, log);
    opened?.scratch?.destroy();
    return opened?.state ?? null;
  } finally {
    doc.destroy();
  }
}

/**
 * Fills `document`, a live document being opened (empty), with the design's live state: a
 * first opening seeds it in place under the lock (no second document built, encoded and
 * applied); a later one applies the stored state with `origin`. Answers the state's size in
 * bytes and the checked copy of it (a scratch copy for the design's guard, guard.ts; null
 * after a seed), or null when the design does not exist.
 */
export async function loadLiveDocument(
  db: Db,
  contentId: number,
  document: Y.Doc,
  origin: string,
  now: Date,
  log: StoreLog,
): Promise<{ bytes: number; jsonChars: number; scratch: Y.Doc | null } | null> {
  const opened = await openLiveState(db, contentId, document, now, log);
  if (!opened) return null;
  if (!opened.seeded) {
    await letOthersRun();
    Y.applyUpdate(document, opened.state, origin);
  }
  return { bytes: opened.state.byteLength, jsonChars: opened.jsonChars, scratch: opened.scratch };
}

/**
 * Writes the merge of the stored state and `updates` as the design's live state, and its
 * campaign as the JSON content (a new revision when it changed and is valid). Inside a
 * transaction holding the design's lock. Should the merge not load back (updates that claim
 * the same items with other content — the gate logs only what a design took, so only rows
 * from before it, or from a process that admitted otherwise), `whole` — the document as held
 * here, which loaded and took each update — is written instead: a design never stays unloadable.
 */
async function mergeAndWrite(
  tx: Db,
  row: ContentRow,
  stored: Uint8Array | null,
  updates: Uint8Array[],
  now: Date,
  log: StoreLog,
  whole: () => Uint8Array,
): Promise<StoredLiveState> {
  const type = row.type as DesignType;
  let merged: Uint8Array | null = null;
  let written: Materialised = { json: null, readable: false };
  try {
    merged = Y.mergeUpdates(stored ? [stored, ...updates] : updates);
    written = materialise(merged, type, log, row.id);
  } catch {
    // `mergeUpdates` refuses some broken inputs outright: the same way out as below.
  }
  if (merged === null || !written.readable) {
    log.warn({ contentId: row.id }, 'live state merge unreadable: the whole document is stored');
    merged = whole();
    written = materialise(merged, type, log, row.id);
  }
  await writeState(tx, row.id, merged, now);
  if (written.json !== null) await saveLiveContent(tx, row, written.json, now);
  return { state: merged, jsonChars: written.json?.length ?? null };
}

/** A state as stored, and the length of the JSON written from it (null: not written). */
export interface StoredLiveState {
  state: Uint8Array;
  jsonChars: number | null;
}

/**
 * Merges the updates left in live_updates by processes that died before storing them (a
 * SIGKILL inside the store debounce), for every design that has some, so the JSON content the
 * REST API serves holds every acknowledged edit as soon as the server is up again. Answers
 * how many designs were replayed.
 */
export async function replayLoggedUpdates(db: Db, now: Date, log: StoreLog): Promise<number> {
  const designs = await db.selectDistinct({ contentId: liveUpdates.contentId }).from(liveUpdates);
  let replayed = 0;
  for (const { contentId } of designs) {
    // One design that cannot be replayed never keeps the server from starting: its rows stay
    // (and are tried again when it is opened live).
    const done = await replayDesign(db, contentId, now, log).catch((error: unknown) => {
      log.warn({ err: error, contentId }, 'live updates not replayed');
      return false;
    });
    if (done) replayed++;
  }
  return replayed;
}

function replayDesign(db: Db, contentId: number, now: Date, log: StoreLog): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockDesign(tx, contentId);
    // A design frozen by publication keeps its rows, as it keeps its stored state.
    if (!row || !isLiveEditable(row)) return false;
    const checked = await checkedStoredState(tx, row, log);
    const logged = await takeLoggedUpdates(tx, contentId);
    if (logged.length === 0) {
      checked?.doc?.destroy();
      return false;
    }
    if (!checked) {
      // Rows with no state to merge into (it was set aside, or never written): nothing they
      // refer to exists.
      for (const update of logged) await quarantine(tx, update, 'no stored state', log);
      return false;
    }
    try {
      const updates = await admitted(tx, checked, logged, log);
      await mergeAndWrite(tx, row, checked.state, updates, now, log, () =>
        wholeOf(checked, updates),
      );
      return true;
    } finally {
      checked.doc?.destroy();
    }
  });
}

/** A live state's campaign JSON (null: not a valid design), and whether the state loads at all. */
export interface Materialised {
  json: string | null;
  readable: boolean;
}

/**
 * The campaign JSON a live state holds, checked by the core's parser and the API's own rules
 * for a saved design; null (and a log line) when it is not a valid design — the server
 * cannot refuse part of a Yjs update, so it refuses to publish its result instead.
 */
export function materialise(
  state: Uint8Array,
  type: DesignType,
  log: StoreLog,
  contentId: number,
): Materialised {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
  } catch (error) {
    log.warn({ err: error, contentId }, 'live document not written: unreadable');
    doc.destroy();
    return { json: null, readable: false };
  }
  try {
    const read = readLiveDocument(doc);
    if (!read.ok) {
      log.warn({ contentId, problem: read.error.message }, 'live document not written: invalid');
      return { json: null, readable: true };
    }
    const json = serializeCampaign(read.value);
    const problem = campaignProblem(json, type);
    if (problem) {
      log.warn({ contentId, problem }, 'live document not written: invalid');
      return { json: null, readable: true };
    }
    return { json, readable: true };
  } catch (error) {
    // A state no reader can walk (one written before the gate): never thrown out of a store.
    log.warn({ err: error, contentId }, 'live document not written: unreadable');
    return { json: null, readable: true };
  } finally {
    doc.destroy();
  }
}

/**
 * Stores a live document: merges its state into the stored one, then writes the merged
 * campaign as the design's JSON content with a new revision when it changed, so the REST API,
 * the public side and templates read what the editors see. A design that is not NEW keeps its
 * stored state and content unchanged. Answers the merged state (which may hold updates this
 * process has not seen) and its JSON's length, or null when nothing was stored.
 */
export async function storeLiveState(
  db: Db,
  contentId: number,
  doc: Y.Doc,
  now: Date,
  log: StoreLog,
): Promise<StoredLiveState | null> {
  return db.transaction(async (tx) => {
    const row = await lockDesign(tx, contentId);
    if (!row || !isLiveEditable(row)) return null;
    const stored = await storedState(tx, contentId);
    // This process's logged updates are in `doc` already; another process's may not be yet.
    const logged = await mergeable(tx, await takeLoggedUpdates(tx, contentId), log);
    return mergeAndWrite(tx, row, stored, [...logged, Y.encodeStateAsUpdate(doc)], now, log, () =>
      Y.encodeStateAsUpdate(doc),
    );
  });
}

/**
 * A REST save of a design that has a live state: the difference between the stored content
 * and the saved one is written into the live state (per shape and attribute, so live edits
 * not yet in the JSON survive), and the content saved is the merged document. Null when the
 * design was never opened live (a plain REST save). Runs inside the save's transaction, which
 * holds the row's lock.
 */
export async function mirrorRestSave(
  tx: Db,
  row: ContentRow,
  content: string,
  now: Date,
  log: StoreLog,
): Promise<{ content: string; update: Uint8Array } | null> {
  const kept = await storedState(tx, row.id);
  if (!kept) return null;
  // Live edits acknowledged but not yet stored belong in what the save starts from.
  const logged = await mergeable(tx, await takeLoggedUpdates(tx, row.id), log);
  const stored = logged.length > 0 ? Y.mergeUpdates([kept, ...logged]) : kept;
  const type = row.type as DesignType;
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, stored);
    const before = Y.encodeStateVector(doc);
    writeLiveDocument(doc, parseCampaign(row.content, type), parseCampaign(content, type), 'rest');
    const update = Y.encodeStateAsUpdate(doc, before);
    const merged = Y.mergeUpdates([stored, update]);
    await writeState(tx, row.id, merged, now);
    return { content: materialise(merged, type, log, row.id).json ?? content, update };
  } finally {
    doc.destroy();
  }
}
