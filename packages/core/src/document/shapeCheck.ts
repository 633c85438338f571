// A hand-written check of one shape, for the common case only: a shape whose every field is
// plainly valid is answered here, in the exact form the zod schema (parse.ts) gives; anything
// else — a missing or odd field, a value zod would coerce or refuse — is left to zod, which
// then answers it (and words its errors) as before. Zod runs jitless in the browser (the CSP
// forbids the `eval` its fast path needs) and spent 250–300 ms of opening a 5 000-shape design
// at 4x CPU throttling on shapes alone. shapeCheck.test.ts holds the equivalence.
import { reconciled } from './collection.ts';
import type { Collection, Shape } from './types.ts';
import { SHAPE_TYPES } from './types.ts';

const TYPES: ReadonlySet<unknown> = new Set(SHAPE_TYPES);
const FONT_STYLES: ReadonlySet<unknown> = new Set(['normal', 'italic']);
const DECORATIONS: ReadonlySet<unknown> = new Set(['', 'underline']);
const ALIGNS: ReadonlySet<unknown> = new Set(['left', 'center', 'right', 'justify']);

/** Not sure: zod decides. */
const UNSURE = undefined;

type Check = (value: unknown) => boolean;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const anyNumber: Check = finite;
const nonNegative: Check = (v) => finite(v) && v >= 0;
const positive: Check = (v) => finite(v) && v > 0;
const unit: Check = (v) => finite(v) && v >= 0 && v <= 1;
const string: Check = (v) => typeof v === 'string';
const oneOf =
  (set: ReadonlySet<unknown>): Check =>
  (v) =>
    set.has(v);
const atLeastTwoPoints: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 2;

/**
 * The attrs schema's known keys in its order (zod writes its output in that order, then the
 * keys it does not know, in the input's order). `x` and `y` default to 0; the rest are
 * optional. `fontWeight` is coerced by zod: only a plain finite number is sure here.
 */
const ATTRS: ReadonlyArray<readonly [string, Check]> = [
  ['x', anyNumber],
  ['y', anyNumber],
  ['rotation', anyNumber],
  ['width', nonNegative],
  ['height', nonNegative],
  ['radius', nonNegative],
  ['fill', string],
  ['opacity', unit],
  ['text', string],
  ['fontFamily', string],
  ['fontWeight', anyNumber],
  ['fontSize', positive],
  ['fontStyle', oneOf(FONT_STYLES)],
  ['textDecoration', oneOf(DECORATIONS)],
  ['textAlign', oneOf(ALIGNS)],
  ['numPoints', atLeastTwoPoints],
  ['innerRadius', nonNegative],
  ['outerRadius', nonNegative],
  ['points', (v) => Array.isArray(v) && v.every(finite)],
  ['strokeWidth', nonNegative],
];
const KNOWN_ATTRS: ReadonlySet<string> = new Set(ATTRS.map(([key]) => key));
const DEFAULTED: ReadonlySet<string> = new Set(['x', 'y']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain data object (JSON's, or a Y.Map's toJSON): no getters, no prototype tricks. */
const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const ATTR_ORDER: ReadonlyMap<string, number> = new Map(ATTRS.map(([key], i) => [key, i]));
const ATTR_CHECK: ReadonlyMap<string, Check> = new Map(ATTRS);

/** One attr's value as zod gives it; UNSURE when zod must decide. */
const KEEP_UNSURE = Symbol('unsure');
function attrValue(key: string, value: unknown): unknown {
  const check = ATTR_CHECK.get(key);
  if (!check) {
    // An unknown key zod passes on as it is; undefined values and a `__proto__` key (JSON
    // makes it an own key) are left to zod.
    return value === undefined || key === '__proto__' ? KEEP_UNSURE : value;
  }
  if (value === undefined || !check(value)) return KEEP_UNSURE;
  return key === 'points' ? [...(value as number[])] : value;
}

/**
 * Whether the object's keys are already in the order zod writes them: `x` and `y` first,
 * the other known keys in the schema's order, then unknown ones. Attrs this check wrote
 * (every design saved since) are; one pass over their own keys answers them.
 */
function inZodOrder(keys: string[]): boolean {
  if (keys[0] !== 'x' || keys[1] !== 'y') return false;
  let last = -1;
  let unknownSeen = false;
  for (const key of keys) {
    const at = ATTR_ORDER.get(key);
    if (at === undefined) unknownSeen = true;
    else if (unknownSeen || at < last) return false;
    else last = at;
  }
  return true;
}

function checkAttrs(input: unknown): Record<string, unknown> | undefined {
  if (input === undefined) return { x: 0, y: 0 };
  if (!isPlain(input)) return UNSURE;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(input);
  if (inZodOrder(keys)) {
    for (const key of keys) {
      const value = attrValue(key, input[key]);
      if (value === KEEP_UNSURE) return UNSURE;
      out[key] = value;
    }
    return out;
  }
  for (const [key] of ATTRS) {
    if (!Object.hasOwn(input, key)) {
      if (DEFAULTED.has(key)) out[key] = 0;
      continue;
    }
    // zod keeps a present undefined key as undefined (optional), or defaults it.
    if (input[key] === undefined && DEFAULTED.has(key)) {
      out[key] = 0;
      continue;
    }
    const value = attrValue(key, input[key]);
    if (value === KEEP_UNSURE) return UNSURE;
    out[key] = value;
  }
  for (const key of keys) {
    if (KNOWN_ATTRS.has(key)) continue;
    const value = attrValue(key, input[key]);
    if (value === KEEP_UNSURE) return UNSURE;
    out[key] = value;
  }
  return out;
}

/**
 * The shape as the zod shape schema would give it, or undefined when this check is not sure
 * (the caller then asks zod).
 */
export function checkShape(input: unknown): Shape | undefined {
  if (!isPlain(input)) return UNSURE;
  const { id, type, url, locked, hidden } = input;
  let outId: string;
  if (typeof id === 'string') outId = id;
  else if (finite(id)) outId = String(id);
  else return UNSURE;
  if (!TYPES.has(type)) return UNSURE;
  const out: Record<string, unknown> = { id: outId, type };
  if (Object.hasOwn(input, 'url')) {
    if (typeof url !== 'string') return UNSURE;
    out.url = url;
  }
  if (Object.hasOwn(input, 'locked')) {
    if (typeof locked !== 'boolean') return UNSURE;
    out.locked = locked;
  }
  if (Object.hasOwn(input, 'hidden')) {
    if (typeof hidden !== 'boolean') return UNSURE;
    out.hidden = hidden;
  }
  const attrs = checkAttrs(Object.hasOwn(input, 'attrs') ? input.attrs : undefined);
  if (!attrs) return UNSURE;
  out.attrs = attrs;
  return out as unknown as Shape;
}

/** An id as the parser's id schema takes it (a string, or a number made a string). */
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : finite(value) ? String(value) : UNSURE;

/**
 * A layer's shapes (`{ order, items }`) as the parser's collection schema would give them
 * (order reconciled: dangling ids dropped, strays appended), or undefined when not sure of
 * every part. Zod's record walked 5 000 shapes one by one through its own machinery even when
 * each shape was answered here: another 150 ms of opening such a design at 4x.
 */
export function checkShapeCollection(input: unknown): Collection<Shape> | undefined {
  if (input === undefined) return { order: [], items: {} };
  if (!isPlain(input)) return UNSURE;
  const { order = [], items = {} } = input;
  if (!Array.isArray(order) || !isPlain(items)) return UNSURE;
  const ids: string[] = [];
  for (const entry of order) {
    const id = idOf(entry);
    if (id === undefined) return UNSURE;
    ids.push(id);
  }
  const shapes: Record<string, Shape> = {};
  for (const key of Object.keys(items)) {
    if (key === '__proto__') return UNSURE;
    const shape = checkShape(items[key]);
    if (!shape) return UNSURE;
    shapes[key] = shape;
  }
  return reconciled(ids, shapes);
}
