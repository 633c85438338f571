// Superseded by editor/text/faces.ts (every subset a text needs, not only latin). Kept only
// while the PDF export moves over to the text modules; delete once nothing imports it.
import { type Face, loadFaceFor, fontFileUrl as subsetFileUrl } from '../text/faces.ts';

export type FontFace = Face;

export const loadFont = (face: Face): Promise<void> => loadFaceFor(face, '').then(() => undefined);

/** URL of the latin WOFF file of a face. */
export const fontFileUrl = (face: Face): Promise<string | null> => subsetFileUrl(face, 'latin');
