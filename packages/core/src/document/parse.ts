// Reads the stored JSON string of a campaign (spec §3 "Campaign content"). Missing fields get
// the defaults of spec §9; a malformed document throws DocumentError with a readable message
// so the editor can say what is wrong instead of crashing.
// Over 300 lines: one reader of the whole campaign tree, with its fast path beside the checked
// path it must agree with.

import { CREATE_VALUES, DEFAULT_CAMPAIGN, DEFAULT_PAGE, type DesignType } from '../constants.ts';
import { z } from '../zod.ts';
import { appendTo, newId, reconciled } from './collection.ts';
import { newLayer, newPage, pageSizeOf } from './create.ts';
import { checkShape, checkShapeCollection } from './shapeCheck.ts';
import {
  type Campaign,
  type Collection,
  DocumentError,
  type IdFactory,
  type Page,
  SHAPE_TYPES,
  type Shape,
} from './types.ts';

const idSchema = z.union([z.string(), z.number()]).transform(String);

/** A keyed collection whose order and items are reconciled: dangling ids dropped, strays appended. */
export const collectionOf = <T extends z.ZodType>(item: T) =>
  z
    .object({
      order: z.array(idSchema).default([]),
      items: z.record(z.string(), item).default({}),
    })
    .default({ order: [], items: {} })
    .transform((value): Collection<z.output<T>> => reconciled(value.order, value.items));

const attrsSchema = z.looseObject({
  x: z.number().default(0),
  y: z.number().default(0),
  rotation: z.number().optional(),
  width: z.number().nonnegative().optional(),
  height: z.number().nonnegative().optional(),
  radius: z.number().nonnegative().optional(),
  fill: z.string().optional(),
  opacity: z.number().min(0).max(1).optional(),
  text: z.string().optional(),
  fontFamily: z.string().optional(),
  fontWeight: z.coerce.number().optional(),
  fontSize: z.number().positive().optional(),
  fontStyle: z.enum(['normal', 'italic']).optional(),
  textDecoration: z.enum(['', 'underline']).optional(),
  textAlign: z.enum(['left', 'center', 'right', 'justify']).optional(),
  numPoints: z.number().int().min(2).optional(),
  innerRadius: z.number().nonnegative().optional(),
  outerRadius: z.number().nonnegative().optional(),
  points: z.array(z.number()).optional(),
  strokeWidth: z.number().nonnegative().optional(),
});

/** The shape schema as zod states it: the reference the fast check (shapeCheck.ts) answers as. */
export const shapeSchema = z.object({
  id: idSchema,
  type: z.enum(SHAPE_TYPES as [Shape['type'], ...Shape['type'][]]),
  url: z.string().optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  attrs: attrsSchema.default({ x: 0, y: 0 }),
});

/**
 * A shape: the fast check's answer when it is sure, else zod's (its issues, with their paths,
 * are this schema's). Same answers as `shapeSchema` (shapeCheck.test.ts).
 */
export const checkedShapeSchema = z.unknown().transform((value, payload): Shape => {
  const sure = checkShape(value);
  if (sure) return sure;
  const result = shapeSchema.safeParse(value);
  if (result.success) return result.data as Shape;
  // Finished issues (message and path set): the record above prefixes the shape's key.
  for (const issue of result.error.issues) payload.issues.push(issue as z.core.$ZodRawIssue);
  return z.NEVER;
});

const shapesSchema = collectionOf(checkedShapeSchema);

/**
 * A layer's shapes: the fast check's answer when it is sure of all of them, else zod's, issues
 * and paths as `shapesSchema` words them (shapeCheck.test.ts holds the equivalence).
 */
export const checkedShapesSchema = z
  .unknown()
  .optional()
  .transform((value, payload): Collection<Shape> => {
    const sure = checkShapeCollection(value);
    if (sure) return sure;
    const result = shapesSchema.safeParse(value);
    if (result.success) return result.data as Collection<Shape>;
    for (const issue of result.error.issues) payload.issues.push(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });

const layerSchema = z.object({
  id: idSchema,
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  shapes: checkedShapesSchema,
});

const pageSchema = (size: { width: number; height: number }) =>
  z.object({
    id: idSchema,
    code: z.string().default(''),
    title: z.string().default(''),
    channel: z.string().default(''),
    backgroundColor: z.string().default(DEFAULT_PAGE.backgroundColor),
    width: z.number().positive().default(size.width),
    height: z.number().positive().default(size.height),
    type: z.string().default('page'),
    layers: collectionOf(layerSchema),
    pageRecordId: z.number().int().optional(),
  });

const campaignSchema = (size: { width: number; height: number }) =>
  z.object({
    id: idSchema.default(''),
    title: z.string().default(DEFAULT_CAMPAIGN.title),
    summary: z.string().default(''),
    version: z.string().default(DEFAULT_CAMPAIGN.version),
    format: z.string().default(DEFAULT_CAMPAIGN.format),
    width: z.number().positive().default(size.width),
    height: z.number().positive().default(size.height),
    metadata: z
      .object({
        mode: z.enum(['page', 'print', '']).default('page'),
        pageId: idSchema.default(''),
        layerId: idSchema.default(''),
        shapeId: idSchema.default(''),
      })
      .default({ mode: 'page', pageId: '', layerId: '', shapeId: '' }),
    pages: collectionOf(pageSchema(size)),
    prints: collectionOf(pageSchema(size)),
    api: z.string().default(CREATE_VALUES.api),
    owner_type: z.coerce.number().default(CREATE_VALUES.ownerType),
    status: z.coerce.number().default(CREATE_VALUES.designStatus),
    auto_bookmark: z.coerce.number().default(CREATE_VALUES.autoBookmark),
  });

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

/** Every page gets at least one layer, so there is always somewhere to add a shape. */
const withLayer = (page: Page, makeId: IdFactory): Page => {
  if (page.layers.order.length > 0) return page;
  const id = makeId();
  return { ...page, layers: appendTo(page.layers, id, newLayer(id)) };
};

/** A page without a layer gets one; a campaign without a page gets one (spec §9 defaults). */
const reconcile = (doc: Campaign, makeId: IdFactory): Campaign => {
  const fixPages = (pages: Collection<Page>): Collection<Page> => {
    const items: Record<string, Page> = {};
    for (const id of pages.order) {
      const page = pages.items[id];
      if (page) items[id] = withLayer({ ...page, id }, makeId);
    }
    return { order: pages.order, items };
  };
  let pages = fixPages(doc.pages);
  if (pages.order.length === 0) {
    const page = newPage({ width: doc.width, height: doc.height }, makeId);
    pages = appendTo(pages, page.id, page);
  }
  return { ...doc, id: doc.id || makeId(), pages, prints: fixPages(doc.prints) };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Parses a stored campaign. An empty string is a new, empty campaign of the type. Throws
 * DocumentError when the text is not JSON or does not have the campaign's shape.
 */
export const parseCampaign = (
  json: string,
  type: DesignType,
  makeId: IdFactory = newId,
): Campaign => {
  let raw: unknown = {};
  if (json.trim() !== '') {
    try {
      raw = JSON.parse(json);
    } catch (error) {
      throw new DocumentError(
        `The design could not be read: its content is not valid JSON (${(error as Error).message}).`,
      );
    }
  }
  if (!isRecord(raw)) {
    throw new DocumentError('The design could not be read: its content is not a campaign object.');
  }
  const size = pageSizeOf(type);
  const result = campaignSchema(size).safeParse(raw);
  if (!result.success) {
    const first = result.error.issues.slice(0, 3).map(describeIssue).join('; ');
    throw new DocumentError(`The design could not be read: ${first}.`);
  }
  return reconcile(result.data as Campaign, makeId);
};

/** A parse that reports what is wrong instead of throwing or repairing. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: DocumentError };

const pathName = (path: string[]) => path.join('.') || 'the design';

/**
 * Where two JSON values first differ (a dotted path), or null when they are equal. The path is
 * one array, pushed and popped, and named only for the answer: this walks every value of a
 * live document on opening and after each undo or remote change (5 000 shapes: ~150 ms on a
 * slow laptop when each step copied the path and joined it).
 */
const firstDifference = (given: unknown, parsed: unknown, path: string[]): string | null => {
  if (given === parsed) return null;
  if (Array.isArray(given) && Array.isArray(parsed)) {
    if (given.length !== parsed.length) return `${pathName(path)} has ${given.length} entries`;
    for (let i = 0; i < given.length; i++) {
      path.push(String(i));
      const found = firstDifference(given[i], parsed[i], path);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  if (isRecord(given) && isRecord(parsed)) {
    const compare = (key: string): string | null => {
      const a = given[key];
      const b = parsed[key];
      if (a === undefined && b === undefined) return null;
      path.push(key);
      const found =
        a === undefined
          ? `${pathName(path)} is missing`
          : b === undefined
            ? `${pathName(path)} is not part of a design`
            : firstDifference(a, b, path);
      path.pop();
      return found;
    };
    // The keys of both, the given value's first (as a Set of both would order them).
    for (const key of Object.keys(given)) {
      const found = compare(key);
      if (found) return found;
    }
    for (const key of Object.keys(parsed)) {
      if (Object.hasOwn(given, key)) continue;
      const found = compare(key);
      if (found) return found;
    }
    return null;
  }
  return `${pathName(path)} has a value the parser reads differently`;
};

/** The schema `checkCampaign` reads with, made once (the live server checks every update). */
let checkSchema: ReturnType<typeof campaignSchema> | undefined;

/**
 * Checks a campaign that should already be complete (a live document's state): valid only
 * when the parser accepts it and would change nothing — no default to fill, no layer or page
 * to add, no order to reconcile. Nothing is repaired; the first problem is reported.
 */
export const checkCampaign = (raw: unknown): ParseResult<Campaign> => {
  const fail = (message: string): ParseResult<Campaign> => ({
    ok: false,
    error: new DocumentError(`The design is not valid: ${message}.`),
  });
  if (!isRecord(raw)) return fail('its content is not a campaign object');
  checkSchema ??= campaignSchema(pageSizeOf(null));
  const result = checkSchema.safeParse(raw);
  if (!result.success) return fail(result.error.issues.slice(0, 3).map(describeIssue).join('; '));
  const doc = result.data as Campaign;
  if (!doc.id) return fail('it has no id');
  if (doc.pages.order.length === 0) return fail('it has no page');
  for (const key of ['pages', 'prints'] as const) {
    for (const id of doc[key].order) {
      const page = doc[key].items[id];
      if (page?.id !== id) return fail(`${key} ${id} holds page ${page?.id}`);
      if (page.layers.order.length === 0) return fail(`${key} ${id} has no layer`);
    }
  }
  const difference = firstDifference(raw, doc, []);
  return difference ? fail(difference) : { ok: true, value: doc };
};

export const serializeCampaign = (doc: Campaign): string => JSON.stringify(doc);

/** A single page as stored in a template's `template` field. */
export const serializePage = (page: Page): string => JSON.stringify(page);

/** Reads a template's serialized page; throws DocumentError when it is not a page. */
export const parsePage = (json: string, type: DesignType, makeId: IdFactory = newId): Page => {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new DocumentError(`The template could not be read: ${(error as Error).message}.`);
  }
  const result = pageSchema(pageSizeOf(type)).safeParse(raw);
  if (!result.success) {
    const first = result.error.issues.slice(0, 3).map(describeIssue).join('; ');
    throw new DocumentError(`The template could not be read: ${first}.`);
  }
  return withLayer(result.data as Page, makeId);
};
