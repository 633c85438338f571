// The font files a run is drawn from in the PDF: the @fontsource files (one per subset) of
// the run's face, unpacked from WOFF and opened for shaping once per page life.

import { woffToSfnt } from '../../fonts/woffToTtf.ts';
import { type Face, resolveFace, shippedSubsets } from '../../text/faces.ts';
import { fontFileUrl } from '../../text/fontFiles.ts';
import { detectScripts, SUBSETS, subsetHas } from '../../text/scripts.ts';
import { openShapingFont } from './harfbuzz.ts';
import type { FaceFile } from './segment.ts';

const opened = new Map<string, Promise<FaceFile>>();

function openFile(url: string, claims: FaceFile['claims']): Promise<FaceFile> {
  let file = opened.get(url);
  if (!file) {
    file = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The font file ${url} could not be loaded`);
      const font = await openShapingFont(await woffToSfnt(await response.arrayBuffer()));
      return { font, claims };
    })();
    // A failed load is not kept: the next export tries again.
    file.catch(() => opened.delete(url));
    opened.set(url, file);
  }
  return file;
}

/**
 * A family outside the catalogue (a system font the canvas drew with) has no file to embed:
 * the PDF takes the catalogue's Noto face for the text's script instead.
 */
const standIn = (text: string): string => {
  const scripts = detectScripts(text);
  if (scripts.has('malayalam')) return 'Noto Sans Malayalam';
  if (scripts.has('devanagari')) return 'Noto Sans Devanagari';
  return 'Noto Sans';
};

/**
 * The files of a face, in @fontsource's subset order, each with the range the browser takes
 * from it. Only the subsets the text needs are loaded, plus latin for spaces and digits.
 */
export async function faceFilesFor(face: Face, text: string): Promise<FaceFile[]> {
  const resolved = resolveFace(face) ?? resolveFace({ ...face, family: standIn(text) });
  if (!resolved) throw new Error(`The font ${face.family} is not in the catalogue`);
  const shipped = shippedSubsets(resolved);
  const needed = SUBSETS.filter(
    (subset) =>
      shipped.includes(subset) &&
      [...text].some((char) => subsetHas(subset, char.codePointAt(0) ?? 0)),
  );
  const subsets = needed.length > 0 ? needed : shipped.slice(0, 1);
  const files = await Promise.all(
    subsets.map(async (subset) => {
      const url = await fontFileUrl(resolved, subset);
      return url ? openFile(url, (codePoint) => subsetHas(subset, codePoint)) : null;
    }),
  );
  return files.filter((file): file is FaceFile => file !== null);
}
