// Waiting for faces: nothing that draws text (canvas, PNG, previews, PDF) draws before every
// face its runs use — the chosen one and its fallbacks — can draw those very characters.
import { listOf, type Page } from '@nibble/core';
import { type Face, faceLoadedFor, loadFaceFor } from './faces.ts';
import { fallbackRuns } from './fallback.ts';
import { faceOf } from './shapeText.ts';

/** The text's characters by the family that draws them (the chosen one and fallbacks). */
function samplesByFamily(face: Face, text: string): Map<string, string> {
  const byFamily = new Map<string, string>();
  for (const run of fallbackRuns(text, face))
    byFamily.set(run.family, (byFamily.get(run.family) ?? '') + run.text);
  if (!byFamily.size) byFamily.set(face.family, '');
  return byFamily;
}

/** Loads the chosen face and each fallback face with the subsets the text needs from it. */
export async function textFacesReady(face: Face, text: string): Promise<void> {
  await Promise.all(
    [...samplesByFamily(face, text)].map(([family, sample]) =>
      loadFaceFor({ ...face, family }, sample),
    ),
  );
}

/** Whether textFacesReady would find every face already loaded (answered at once). */
export function textFacesLoaded(face: Face, text: string): boolean {
  return [...samplesByFamily(face, text)].every(([family, sample]) =>
    faceLoadedFor({ ...face, family }, sample),
  );
}

/** Every face every text shape of the page needs. */
export async function pageFacesReady(page: Page): Promise<void> {
  const waits: Array<Promise<void>> = [];
  for (const layer of listOf(page.layers))
    for (const shape of listOf(layer.shapes))
      if (shape.type === 'text' || shape.type === 'v-text')
        waits.push(textFacesReady(faceOf(shape.attrs), shape.attrs.text ?? ''));
  await Promise.all(waits);
}

/**
 * Starts loading every face the page's texts need, all texts of a face asked together (their
 * texts joined by spaces split into the same clusters as each alone, so exactly the faces
 * and subsets the texts need are fetched). The editor calls it when the design arrives, so
 * the faces load while the page is drawn and the texts mounted after find them loaded; a
 * page asked for again gets the same promise.
 */
export function preloadPageFaces(page: Page): Promise<void> {
  const asked = preloads.get(page);
  if (asked) return asked;
  const byFace = new Map<string, { face: Face; texts: Set<string> }>();
  for (const layer of listOf(page.layers))
    for (const shape of listOf(layer.shapes)) {
      if (shape.type !== 'text' && shape.type !== 'v-text') continue;
      const face = faceOf(shape.attrs);
      const key = `${face.family}|${face.weight}|${face.italic}`;
      const entry = byFace.get(key) ?? { face, texts: new Set<string>() };
      entry.texts.add(shape.attrs.text ?? '');
      byFace.set(key, entry);
    }
  const loads = Promise.all(
    [...byFace.values()].map(({ face, texts }) => textFacesReady(face, [...texts].join(' '))),
  ).then(() => undefined);
  preloads.set(page, loads);
  return loads;
}

/** Pages whose faces were asked for (a page is asked for when its design arrives, and again when drawn). */
const preloads = new WeakMap<Page, Promise<void>>();
