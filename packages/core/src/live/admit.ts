// Whether one update a client sent may join a live design (issue 28). The server cannot refuse
// part of a Yjs update once it is applied, so it applies each one first to a scratch copy of
// the design (`scratch`, kept equal to the real document) and keeps it only when:
// - it decodes, and holds only what the live document is made of: nested maps where the model
//   has them (model.ts: a fixed depth), plain JSON values (bounded depth) everywhere else, no
//   text, array, binary or sub-document content, no top-level type but the three roots;
// - it depends on nothing the design lacks (no pending structs to keep);
// - what it touched still reads as a design the core's parser accepts unchanged (checkCampaign):
//   the campaign's fields and only the touched pages, layers and shapes, so an edit of one
//   shape of a 5 000-shape design checks one shape.
// A refused update has been applied to the scratch copy: the caller builds it again.
// Over 300 lines: one admission (decode, shape, dependencies, what it touched) whose steps share
// the scratch copy and must run in this order.
import * as Y from 'yjs';
import { checkCampaign, pageSizeOf, restoredPage } from '../document/index.ts';
import { LIVE_ROOTS, rootsOf } from './model.ts';
import { readTouchedRaw, type Touched, type TouchedPages } from './read.ts';

/** A JSON value deeper than this is not part of a design (a line's points are one deep). */
export const MAX_VALUE_DEPTH = 16;
/** A map key (an id, a field or attribute name) longer than this is not part of a design. */
export const MAX_KEY_CHARS = 256;

/**
 * An update admitted, with about how many characters it adds to the design's JSON (its values
 * and keys as JSON: an upper bound, since what it replaces is not taken off), and `update`: what
 * it changed, as the scratch document encodes it (null when it changed nothing). Only that one
 * may be logged, relayed or stored: the bytes a client sent may also claim items the design has
 * already with other content — applying them skips those, but merging them into a stored state
 * (`Y.mergeUpdates`) writes a state no reader can load. Or refused.
 */
export type Admission =
  | { ok: true; addedChars: number; update: Uint8Array | null }
  | { ok: false; reason: string; scratchChanged: boolean };

export interface AdmissionLimits {
  /** An update adding more than this to the design's JSON is refused (the rest of 2 MB). */
  maxAddedChars?: number;
}

/** What each level of the live document holds (README.md beside this file draws it). */
type Kind = 'campaign' | 'values' | 'pages' | 'page' | 'layers' | 'layer' | 'shapes' | 'shape';

const ROOT_KINDS: Record<string, Kind> = {
  [LIVE_ROOTS.campaign]: 'campaign',
  [LIVE_ROOTS.pages]: 'pages',
  [LIVE_ROOTS.prints]: 'pages',
};

/** The kind of map that may stand at `key` of a map of `kind`; null: plain values only. */
function childKind(kind: Kind, key: string): Kind | null {
  switch (kind) {
    case 'campaign':
      return key === 'metadata' ? 'values' : null;
    case 'pages':
      return 'page';
    case 'page':
      return key === 'layers' ? 'layers' : null;
    case 'layers':
      return 'layer';
    case 'layer':
      return key === 'shapes' ? 'shapes' : null;
    case 'shapes':
      return 'shape';
    case 'shape':
      return key === 'attrs' ? 'values' : null;
    case 'values':
      return null;
  }
}

/** Keys the campaign map may not hold: its collections are top-level types of their own. */
const NOT_IN_CAMPAIGN: ReadonlySet<string> = new Set([LIVE_ROOTS.pages, LIVE_ROOTS.prints]);

/** A Yjs type as a transaction names it. */
type YType = Parameters<Y.Transaction['changed']['get']>[0];

class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A JSON value: null, boolean, finite number, string, array or plain object, not too deep. */
function checkValue(value: unknown, depth: number): void {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) refuse('a value is not a finite number');
    return;
  }
  if (typeof value !== 'object') throw new Refusal(`a value of type ${typeof value}`);
  if (depth >= MAX_VALUE_DEPTH) refuse('a value is nested too deep');
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, depth + 1);
    return;
  }
  if (!isPlainObject(value) || value instanceof Uint8Array) refuse('a value is not plain JSON');
  for (const [key, item] of Object.entries(value)) {
    if (key.length > MAX_KEY_CHARS) refuse('a key is too long');
    checkValue(item, depth + 1);
  }
}

/**
 * Before anything is applied: what the update's structs are made of. Answers about how many
 * characters its values and keys add to the design's JSON.
 */
function checkStructs(update: Uint8Array): number {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    throw new Refusal('the update does not decode');
  }
  let addedChars = 0;
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue; // GC and Skip: ranges of ids, no content
    const { content, parent, parentSub } = struct;
    if (typeof parent === 'string' && ROOT_KINDS[parent] === undefined) {
      refuse('the update writes outside the design');
    }
    if (parentSub !== null) {
      if (parentSub.length > MAX_KEY_CHARS) refuse('a key is too long');
      addedChars += parentSub.length + 4; // "key": and a comma
    }
    if (content instanceof Y.ContentAny) {
      for (const value of content.arr) {
        checkValue(value, 0);
        addedChars += JSON.stringify(value).length;
      }
    } else if (content instanceof Y.ContentType) {
      if (!(content.type instanceof Y.Map)) refuse('the update holds a type a design has not');
    } else if (!(content instanceof Y.ContentDeleted)) {
      refuse('the update holds content a design has not');
    }
  }
  return addedChars;
}

/** The kind of an existing map of the document, from its path below its root. */
function kindOf(
  type: YType,
  roots: Map<unknown, Kind>,
): {
  kind: Kind;
  path: string[];
} {
  const path: string[] = [];
  let at = type;
  while (at._item !== null) {
    if (path.length > 8) refuse('the update writes outside the design');
    const key = at._item.parentSub;
    if (key === null) throw new Refusal('the update writes list content');
    path.unshift(key);
    at = at._item.parent as YType;
  }
  let kind = roots.get(at) ?? refuse('the update writes outside the design');
  for (const key of path) kind = childKind(kind, key) ?? refuse('a map where a value belongs');
  return { kind, path };
}

/**
 * The entry at `key` of a map of `kind` as it stands after the update: a map only where the
 * model has one (then everything inside it, new as it is), else plain JSON values.
 */
function checkEntry(item: Y.Item, kind: Kind, key: string, depth: number): void {
  if (item.deleted) return;
  if (key.length > MAX_KEY_CHARS) refuse('a key is too long');
  if (kind === 'campaign' && NOT_IN_CAMPAIGN.has(key)) refuse(`the campaign holds ${key}`);
  const { content } = item;
  if (content instanceof Y.ContentAny) {
    for (const value of content.arr) checkValue(value, 0);
  } else if (content instanceof Y.ContentType) {
    const child = childKind(kind, key) ?? refuse('a map where a value belongs');
    if (!(content.type instanceof Y.Map)) refuse('the update holds a type a design has not');
    checkNewMap(content.type as Y.Map<unknown>, child, depth + 1);
  } else {
    refuse('the update holds content a design has not');
  }
}

/** A map new in this update, and every entry inside it. */
function checkNewMap(map: Y.Map<unknown>, kind: Kind, depth: number): void {
  if (depth > 8) refuse('maps nested deeper than a design');
  if (map._start !== null) refuse('the update writes list content');
  for (const [key, item] of map._map) checkEntry(item, kind, key, depth);
}

const pageTouch = (pages: TouchedPages, id: string): Map<string, 'all' | Set<string>> | null => {
  const touch = pages.get(id);
  if (touch === 'all') return null;
  if (touch) return touch;
  const fresh = new Map<string, 'all' | Set<string>>();
  pages.set(id, fresh);
  return fresh;
};

/**
 * Notes what a change at `path` (below a pages or prints root) makes worth reading again. A
 * page's `layers` or a layer's `shapes` written anew replaces a whole collection: everything
 * under it is read.
 */
function touch(pages: TouchedPages, path: string[], keys: string[]): void {
  const [pageId, , layerId, , shapeId] = path;
  if (pageId === undefined) {
    for (const key of keys) pages.set(key, 'all');
    return;
  }
  if (path.length === 1 && keys.includes('layers')) {
    pages.set(pageId, 'all');
    return;
  }
  const page = pageTouch(pages, pageId);
  if (!page || path.length === 1) return;
  if (layerId === undefined) {
    for (const key of keys) page.set(key, 'all');
    return;
  }
  const layer = page.get(layerId);
  if (layer === 'all') return;
  if (path.length === 3 && keys.includes('shapes')) {
    page.set(layerId, 'all');
    return;
  }
  const shapes = layer ?? new Set<string>();
  page.set(layerId, shapes);
  if (path.length === 3) return;
  if (shapeId === undefined) for (const key of keys) shapes.add(key);
  else shapes.add(shapeId);
}

/** What the transaction changed: checked against the model, and noted for reading. */
function checkChanges(doc: Y.Doc, transaction: Y.Transaction): Touched {
  for (const name of doc.share.keys()) {
    if (ROOT_KINDS[name] === undefined) refuse('the update writes outside the design');
  }
  const live = rootsOf(doc);
  const roots = new Map<unknown, Kind>([
    [live.campaign, 'campaign'],
    [live.pages, 'pages'],
    [live.prints, 'pages'],
  ]);
  const touched: Touched = { pages: new Map(), prints: new Map() };
  for (const [type, keys] of transaction.changed) {
    const { kind, path } = kindOf(type, roots);
    const changedKeys: string[] = [];
    for (const key of keys) {
      if (key === null) refuse('the update writes list content');
      else changedKeys.push(key);
    }
    const map = type as unknown as Y.Map<unknown>;
    for (const key of changedKeys) {
      const item = map._map.get(key);
      if (item) checkEntry(item, kind, key, path.length);
    }
    let root = type;
    while (root._item !== null) root = root._item.parent as YType;
    if (root === (live.pages as unknown)) touch(touched.pages, path, changedKeys);
    else if (root === (live.prints as unknown)) touch(touched.prints, path, changedKeys);
  }
  return touched;
}

/** The page the server's repair would put back (repair.ts), for a design left with none. */
function placeholderPage(doc: Y.Doc): Record<string, unknown> {
  const { campaign } = rootsOf(doc);
  const size = pageSizeOf(null);
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && value > 0 ? value : fallback;
  const page = restoredPage({
    id: String(campaign.get('id') ?? ''),
    width: number(campaign.get('width'), size.width),
    height: number(campaign.get('height'), size.height),
  });
  return JSON.parse(JSON.stringify(page)) as Record<string, unknown>;
}

/**
 * Applies `update` to `scratch` (a copy of the live design, with nothing pending) and answers
 * whether it may join the design. On a refusal with `scratchChanged`, the scratch copy holds
 * (part of) the refused update and must be built again from the real document.
 */
export function admitLiveUpdate(
  scratch: Y.Doc,
  update: Uint8Array,
  limits: AdmissionLimits = {},
): Admission {
  let addedChars: number;
  try {
    // Cheap, and spares the scratch copy a rebuild: most bad updates are refused here.
    addedChars = checkStructs(update);
    if (addedChars > (limits.maxAddedChars ?? Number.POSITIVE_INFINITY)) {
      refuse('the design would be larger than its 2 MB');
    }
  } catch (error) {
    if (error instanceof Refusal)
      return { ok: false, reason: error.message, scratchChanged: false };
    throw error;
  }
  const admission = applyAndCheck(scratch, update);
  return admission.ok ? { ok: true, addedChars, update: admission.update } : admission;
}

type Checked =
  | { ok: true; update: Uint8Array | null }
  | { ok: false; reason: string; scratchChanged: boolean };

/** Applies `update` to `scratch` and checks what it created and touched (see above). */
function applyAndCheck(scratch: Y.Doc, update: Uint8Array): Checked {
  rootsOf(scratch); // the three roots exist as maps before anything is read into them
  let transaction: Y.Transaction | null = null;
  const capture = (done: Y.Transaction) => {
    transaction = done;
  };
  const changes: Uint8Array[] = [];
  const record = (change: Uint8Array) => changes.push(change);
  scratch.on('afterTransaction', capture);
  scratch.on('update', record);
  try {
    const pendingBefore = pendingBytes(scratch);
    Y.applyUpdate(scratch, update, ADMISSION_ORIGIN);
    // Changes from elsewhere (another process) may be waiting for theirs already; what this
    // update adds to the waiting is what it depends on and the design has not.
    if (pendingBytes(scratch) > pendingBefore) {
      refuse('the update depends on changes the design has not');
    }
    const changed = changes.length === 0 ? null : Y.mergeUpdates(changes);
    if (transaction === null) return { ok: true, update: changed };
    const touched = checkChanges(scratch, transaction);
    const read = readTouchedRaw(scratch, touched, () => placeholderPage(scratch));
    if (!read.ok) refuse(read.error.message);
    else {
      const checked = checkCampaign(read.raw);
      if (!checked.ok) refuse(checked.error.message);
    }
    return { ok: true, update: changed };
  } catch (error) {
    const reason =
      error instanceof Refusal
        ? error.message
        : error instanceof RangeError
          ? 'the update is nested too deep'
          : 'the update could not be applied';
    return { ok: false, reason, scratchChanged: true };
  } finally {
    scratch.off('afterTransaction', capture);
    scratch.off('update', record);
  }
}

/** How much of the document waits for changes it has not received (structs and deletions). */
const pendingBytes = (doc: Y.Doc): number =>
  (doc.store.pendingStructs?.update.byteLength ?? 0) + (doc.store.pendingDs?.byteLength ?? 0);

/** The origin of admission checks' transactions on a scratch copy. */
export const ADMISSION_ORIGIN = 'admission';

/**
 * A whole live state checked the same way (a stored state, or rows left in the log by a
 * process that died): applied to a fresh document, where everything it holds is new and so
 * checked. On success the document is answered (the caller may keep it as the design's scratch
 * copy); on a refusal it is destroyed.
 */
export function admitLiveState(
  state: Uint8Array,
): { ok: true; doc: Y.Doc } | { ok: false; reason: string } {
  const doc = new Y.Doc();
  const admission = applyAndCheck(doc, state);
  if (admission.ok) return { ok: true, doc };
  doc.destroy();
  return { ok: false, reason: admission.reason };
}
