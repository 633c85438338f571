// Loads faces on demand (only the faces and subsets a text needs), from the @fontsource
// packages bundled with the app: never from a font CDN. Each subset file is registered as
// its own FontFace with @fontsource's unicode-range, so a face is one composite font to the
// browser, exactly as with @fontsource's CSS, but we decide when each file loads and know
// when it has.
import { familyEntry } from './catalog.ts';
import { forgetMeasures } from './measure.ts';
import { SUBSET_RANGES, SUBSETS, type Subset, subsetsFor } from './scripts.ts';
import type { Face } from './types.ts';

// Vite turns this glob into the files' addresses; no file loads until asked. WOFF2 is what
// the browser draws with: its addresses are in the bundle (~17 KB gzip), so a face's file is
// asked for the moment a design arrives, not after a module giving its address came first (on
// a slow laptop that hop put the file after the page's shapes, and every text was drawn
// twice). The WOFF (1.0) files the PDF export embeds are the export's own (fontFiles.ts).
const ROOT = '../../../../../node_modules/@fontsource/';
const woff2Urls = import.meta.glob<string>(
  '../../../../../node_modules/@fontsource/*/files/*-{latin,latin-ext,malayalam,devanagari}-[0-9]*-*.woff2',
  { query: '?url', import: 'default', eager: true },
);

const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

export type { Face };

/** A face the catalogue really ships: the nearest weight, italic only where the family has it. */
export interface ResolvedFace extends Face {
  pkg: string;
}

/** A file of the @fontsource packages, as the globs name it. */
export const filePath = (
  pkg: string,
  subset: Subset,
  weight: number,
  italic: boolean,
  ext: string,
): string =>
  `${ROOT}${pkg}/files/${pkg}-${subset}-${weight}-${italic ? 'italic' : 'normal'}.${ext}`;

type Has = (path: string) => boolean;
const inWoff2: Has = (path) => path in woff2Urls;

const byDistance = (weight: number) =>
  [...WEIGHTS].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a);

/** By resolved face (resolveFace answers the same object for a face): the catalogue never changes. */
const shippedByFace = new WeakMap<ResolvedFace, Subset[]>();

/** The subsets a family ships for one weight and style. */
export function shippedSubsets(face: ResolvedFace, has: Has = inWoff2): Subset[] {
  const known = has === inWoff2 ? shippedByFace.get(face) : undefined;
  if (known) return known;
  const subsets = SUBSETS.filter((subset) =>
    has(filePath(face.pkg, subset, face.weight, face.italic, 'woff2')),
  );
  if (has === inWoff2) shippedByFace.set(face, subsets);
  return subsets;
}

const resolved = new Map<string, ResolvedFace | null>();

/**
 * The face the catalogue has for a request: the requested weight or the nearest one, and the
 * upright face when the family has no italic (the browser then slants it). Null for families
 * outside the catalogue.
 */
export function resolveFace(face: Face, has: Has = inWoff2): ResolvedFace | null {
  if (has !== inWoff2) return resolveIn(face, has);
  // Asked for every text of a page, often thousands: the catalogue's answer never changes.
  const key = `${face.family}|${face.weight}|${face.italic}`;
  const known = resolved.get(key);
  if (known !== undefined) return known;
  const answer = resolveIn(face, has);
  resolved.set(key, answer);
  return answer;
}

function resolveIn(face: Face, has: Has): ResolvedFace | null {
  const pkg = familyEntry(face.family)?.pkg;
  if (!pkg) return null;
  const ships = (weight: number, italic: boolean) =>
    SUBSETS.some((subset) => has(filePath(pkg, subset, weight, italic, 'woff2')));
  for (const italic of face.italic ? [true, false] : [false]) {
    const weight = byDistance(face.weight).find((w) => ships(w, italic));
    if (weight !== undefined) return { family: face.family, weight, italic, pkg };
  }
  return null;
}

/** The CSS font shorthand of a face, as canvas and document.fonts take it. */
export const cssFont = (face: Face, size: number): string =>
  `${face.italic ? 'italic ' : ''}${face.weight} ${size}px ${cssFamily(face.family)}`;

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/** A family for CSS: quoted, and with the generic sans-serif behind a family we do not ship. */
export const cssFamily = (family: string): string =>
  GENERIC.has(family) ? family : familyEntry(family) ? `"${family}"` : `"${family}", sans-serif`;

const registered = new Map<string, Promise<void>>();
/** Subset files whose load has ended (loadSubset's promise resolved). */
const loaded = new Set<string>();
/** Faces and subset lists that document.fonts.check found loaded. */
const checked = new Set<string>();

const subsetKey = (face: ResolvedFace, subset: Subset) =>
  `${face.family}|${face.weight}|${face.italic}|${subset}`;

/** Registers and loads one subset file of a face (once per page life). */
function loadSubset(face: ResolvedFace, subset: Subset): Promise<void> {
  const key = subsetKey(face, subset);
  const known = registered.get(key);
  if (known) return known;
  const url = woff2Urls[filePath(face.pkg, subset, face.weight, face.italic, 'woff2')];
  const promise = (async () => {
    if (!url || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
    const fontFace = new FontFace(face.family, `url(${url}) format('woff2')`, {
      weight: String(face.weight),
      style: face.italic ? 'italic' : 'normal',
      unicodeRange: SUBSET_RANGES[subset],
      display: 'block',
    });
    document.fonts.add(fontFace);
    // A file that fails to load leaves the browser's fallback: better than no text at all.
    await fontFace.load().catch(() => undefined);
  })().then(() => {
    loaded.add(key);
    forgetMeasures();
  });
  registered.set(key, promise);
  return promise;
}

/** The subset files of a face that drawing the text needs (one at least). */
function subsetsToLoad(face: ResolvedFace, text: string): Subset[] {
  const shipped = shippedSubsets(face);
  const wanted = subsetsFor(text || 'A').filter((subset) => shipped.includes(subset));
  return wanted.length ? wanted : shipped.slice(0, 1);
}

/**
 * Whether loadFaceFor would find everything already loaded: the text can be drawn in the
 * face right now. Lets a text mounted after its face arrived be laid out and drawn at once,
 * instead of a frame later (on a page of a thousand texts, a second pass over all of them).
 */
export function faceLoadedFor(face: Face, text: string): boolean {
  const resolved = resolveFace(face);
  if (!resolved) return true;
  const subsets = subsetsToLoad(resolved, text);
  if (!subsets.every((s) => loaded.has(subsetKey(resolved, s)))) return false;
  if (typeof document === 'undefined' || !document.fonts) return true;
  // Texts needing the same subset files of a face match the same font faces, and a loaded
  // face stays loaded: one check answers for all of them.
  const font = cssFont(resolved, 20);
  const key = `${font}|${subsets.join()}`;
  if (checked.has(key)) return true;
  try {
    const ready = document.fonts.check(font, text || 'A');
    if (ready) checked.add(key);
    return ready;
  } catch {
    return false;
  }
}

/**
 * Loads every subset of the face the text needs and waits until the browser can draw the
 * text with it (document.fonts.load with the text itself as sample). Unknown families
 * resolve at once. Answers the face really used (nearest weight, upright fallback).
 */
export async function loadFaceFor(face: Face, text: string): Promise<ResolvedFace | null> {
  const resolved = resolveFace(face);
  if (!resolved) return null;
  await Promise.all(subsetsToLoad(resolved, text).map((s) => loadSubset(resolved, s)));
  if (typeof document !== 'undefined' && document.fonts) {
    await document.fonts.load(cssFont(resolved, 20), text || 'A').catch(() => []);
  }
  return resolved;
}
