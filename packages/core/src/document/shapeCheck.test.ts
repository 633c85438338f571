// The fast shape check gives zod's answers: when it answers, zod accepts the shape and gives
// the same object (same keys in the same order, same values); when zod refuses, it does not
// answer; and the schema the parser uses (fast check, else zod) answers exactly as zod alone,
// errors and their paths included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { checkedShapeSchema, checkedShapesSchema, collectionOf, shapeSchema } from './parse.ts';
import { checkShape, checkShapeCollection } from './shapeCheck.ts';
import { SHAPE_TYPES } from './types.ts';

const odd = fc.constantFrom<unknown>(
  undefined,
  null,
  true,
  '',
  '12',
  '700',
  'bold',
  -1,
  -0,
  0,
  0.5,
  1,
  1.5,
  2,
  2.5,
  3,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 2],
  [1, 'a'],
  {},
);
const num = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 50 }), odd);
const str = fc.oneof(fc.string({ maxLength: 4 }), odd);
const attrValue = (values: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: values }, odd);

const attrs = fc.record(
  {
    x: num,
    y: num,
    rotation: num,
    width: num,
    height: num,
    radius: num,
    fill: str,
    opacity: fc.oneof(fc.double({ min: 0, max: 1 }), num),
    text: str,
    fontFamily: str,
    fontWeight: fc.oneof(fc.constantFrom(400, 700, '700'), num),
    fontSize: num,
    fontStyle: attrValue(fc.constantFrom('normal', 'italic', 'oblique')),
    textDecoration: attrValue(fc.constantFrom('', 'underline', 'none')),
    textAlign: attrValue(fc.constantFrom('left', 'center', 'right', 'justify', 'top')),
    numPoints: num,
    innerRadius: num,
    outerRadius: num,
    points: fc.oneof(fc.array(fc.oneof(fc.double(), fc.integer()), { maxLength: 6 }), odd),
    strokeWidth: num,
    // Keys zod does not know, passed on as they are.
    scaleX: num,
    shadow: fc.oneof(str, fc.dictionary(fc.string({ maxLength: 2 }), fc.integer())),
    ['__proto__' as string]: fc.constant({ polluted: true }),
  },
  { requiredKeys: [] },
);

const shape = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), odd),
    type: fc.oneof(fc.constantFrom(...SHAPE_TYPES), fc.constantFrom('circle', 'TEXT'), odd),
    url: str,
    locked: fc.oneof(fc.boolean(), odd),
    hidden: fc.oneof(fc.boolean(), odd),
    attrs: fc.oneof({ weight: 5, arbitrary: attrs }, odd),
    extra: str,
  },
  { requiredKeys: [] },
);

/** Mostly valid shapes too: each field of a valid shape replaced with some chance. */
const validShape = fc.record({
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), fc.integer()),
  type: fc.constantFrom(...SHAPE_TYPES),
  attrs: fc.record(
    {
      x: fc.integer({ min: -100, max: 900 }),
      y: fc.double({ min: -100, max: 900, noNaN: true }),
      width: fc.integer({ min: 0, max: 300 }),
      height: fc.integer({ min: 0, max: 300 }),
      fill: fc.constantFrom('#ff0000', 'red'),
      text: fc.string(),
      fontSize: fc.integer({ min: 1, max: 80 }),
      fontWeight: fc.constantFrom(400, 700),
      numPoints: fc.integer({ min: 2, max: 9 }),
      points: fc.array(fc.integer(), { maxLength: 4 }),
      opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    },
    { requiredKeys: ['x'] },
  ),
});
const ATTR_KEYS = [
  'x',
  'y',
  'rotation',
  'width',
  'height',
  'radius',
  'fill',
  'opacity',
  'text',
  'fontFamily',
  'fontWeight',
  'fontSize',
  'fontStyle',
  'textDecoration',
  'textAlign',
  'numPoints',
  'innerRadius',
  'outerRadius',
  'points',
  'strokeWidth',
  'other',
];
const SHAPE_KEYS = ['id', 'type', 'url', 'locked', 'hidden', 'attrs'];
/** A valid shape with one field (of the shape or of its attrs) set to an edge value. */
const nearlyValid = fc
  .tuple(validShape, fc.constantFrom(...ATTR_KEYS, ...SHAPE_KEYS), odd, fc.boolean())
  .map(([valid, key, value, inAttrs]) =>
    inAttrs || !SHAPE_KEYS.includes(key)
      ? { ...valid, attrs: { ...valid.attrs, [key]: value } }
      : { ...valid, [key]: value },
  );
/** A valid shape whose attrs' keys come in another order (an unknown key early, or reversed). */
const reordered = fc.tuple(validShape, fc.boolean()).map(([valid, unknownEarly]) => {
  const { x, y, ...rest } = valid.attrs;
  return {
    ...valid,
    attrs: unknownEarly
      ? { x, y: y ?? 0, other: 1, ...rest }
      : Object.fromEntries(Object.entries(valid.attrs).reverse()),
  };
});
const anyShape = fc.oneof(shape, validShape, nearlyValid, reordered);

/** What a parse answered, as comparable data (issues by path and message). */
const answer = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? { ok: true, json: JSON.stringify(result.data), data: result.data }
    : { ok: false, issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };

describe('checkShape', () => {
  it('answers only shapes zod accepts, with the object zod gives', () => {
    fc.assert(
      fc.property(anyShape, (input) => {
        const sure = checkShape(input);
        const zod = shapeSchema.safeParse(input);
        if (!zod.success) expect(sure).toBeUndefined();
        if (sure !== undefined) {
          expect(zod.success).toBe(true);
          expect(sure).toEqual(zod.data);
          // Same keys in the same order: the saved JSON does not change either.
          expect(JSON.stringify(sure)).toBe(JSON.stringify(zod.data));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('is sure of the shapes the editor makes', () => {
    fc.assert(
      fc.property(validShape, (input) => {
        expect(checkShape(input)).toBeDefined();
      }),
    );
  });

  it('gives the parser the same answers as zod alone, errors and paths included', () => {
    const records = fc.dictionary(fc.string({ maxLength: 3 }), anyShape, { maxKeys: 4 });
    fc.assert(
      fc.property(records, (input) => {
        const fast = z.record(z.string(), checkedShapeSchema).safeParse(input);
        const zod = z.record(z.string(), shapeSchema).safeParse(input);
        expect(answer(fast)).toEqual(answer(zod));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkShapeCollection', () => {
  const ids = fc.oneof(
    fc.constantFrom('a', 'b', '1', '__proto__'),
    fc.integer({ min: 0, max: 2 }),
    odd,
  );
  const items = fc.dictionary(fc.constantFrom('a', 'b', 'c', '1', '__proto__'), anyShape, {
    maxKeys: 4,
  });
  const validItems = fc.dictionary(fc.constantFrom('a', 'b', 'c', '1'), validShape, { maxKeys: 4 });
  const collection = fc.oneof(
    fc.record(
      {
        order: fc.oneof(fc.array(ids, { maxLength: 5 }), odd),
        items: fc.oneof(items, odd),
        extra: odd,
      },
      { requiredKeys: [] },
    ),
    fc.record({
      order: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 1), { maxLength: 5 }),
      items: validItems,
    }),
    odd,
  );
  const zodAlone = collectionOf(shapeSchema);

  it('gives the parser the same answers as zod alone, order, errors and paths included', () => {
    const layer = (shapes: z.ZodType) => z.object({ shapes });
    fc.assert(
      fc.property(collection, fc.boolean(), (input, present) => {
        const given = present ? { shapes: input } : {};
        const fast = layer(checkedShapesSchema).safeParse(given);
        const zod = layer(zodAlone).safeParse(given);
        expect(answer(fast)).toEqual(answer(zod));
      }),
      { numRuns: 3000 },
    );
  });

  it('is sure of the collections the editor makes', () => {
    const made = fc.record({
      order: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 5 }),
      items: validItems,
    });
    fc.assert(
      fc.property(made, (input) => {
        expect(checkShapeCollection(input)).toBeDefined();
      }),
    );
  });
});
