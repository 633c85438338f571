// A hand-written check of one shape, for the common case only: a shape whose every field is
// plainly valid is answered here, in the exact form the zod schema (parse.ts) gives; anything
// else — a missing or odd field, a value zod would coerce or refuse — is left to zod, which
// then answers it (and words its errors) as before. Zod runs jitless in the browser (the CSP
// forbids the `eval` its fast path needs) and spent 250–300 ms of opening a 5 000-shape design
// at 4x CPU throttling on shapes alone. shapeCheck.test.ts holds the equivalence.
import type { Shape } from './types.ts';
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

function checkAttrs(input: unknown): Record<string, unknown> | undefined {
  if (input === undefined) return { x: 0, y: 0 };
  if (!isPlain(input)) return UNSURE;
  const out: Record<string, unknown> = {};
  for (const [key, check] of ATTRS) {
    if (!Object.hasOwn(input, key)) {
      if (DEFAULTED.has(key)) out[key] = 0;
      continue;
    }
    const value = input[key];
    if (value === undefined) {
      // zod keeps a present undefined key as undefined (optional), or defaults it.
      if (DEFAULTED.has(key)) out[key] = 0;
      else return UNSURE;
      continue;
    }
    if (!check(value)) return UNSURE;
    out[key] = key === 'points' ? [...(value as number[])] : value;
  }
  for (const key of Object.keys(input)) {
    if (KNOWN_ATTRS.has(key)) continue;
    const value = input[key];
    // An unknown key zod passes on as it is; undefined values and a `__proto__` key (JSON
    // makes it an own key) are left to zod.
    if (value === undefined || key === '__proto__') return UNSURE;
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
