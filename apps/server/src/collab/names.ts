// Live documents are named after the design they hold: `design:{contentId}`.
import { MAX_ROW_ID } from '../modules/contents/schemas.ts';

const PREFIX = 'design:';

export const designDocumentName = (contentId: number): string => `${PREFIX}${contentId}`;

/** The design id a document name names, or null for any other name (refused at once). */
export function contentIdOf(documentName: string): number | null {
  if (!documentName.startsWith(PREFIX)) return null;
  const digits = documentName.slice(PREFIX.length);
  if (!/^[1-9][0-9]{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= MAX_ROW_ID ? id : null;
}
