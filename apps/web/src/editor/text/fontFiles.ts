// The WOFF (1.0) files the PDF export unpacks and embeds: one lazy import per file. Apart from
// faces.ts, so only the export builds this table of a thousand loaders: made with the faces,
// it was evaluated on the way to the editor's first frame, which has no use for it.
import { type Face, filePath, resolveFace } from './faces.ts';
import type { Subset } from './scripts.ts';

const woffUrls = import.meta.glob<string>(
  '../../../../../node_modules/@fontsource/*/files/*-{latin,latin-ext,malayalam,devanagari}-[0-9]*-*.woff',
  { query: '?url', import: 'default' },
);

/**
 * URL of the WOFF file of one subset of a face (the PDF export embeds it): the nearest
 * weight, and the upright face when the family has no italic. Null when the family does not
 * ship that subset.
 */
export async function fontFileUrl(face: Face, subset: Subset): Promise<string | null> {
  const resolved = resolveFace(face);
  if (!resolved) return null;
  const load = woffUrls[filePath(resolved.pkg, subset, resolved.weight, resolved.italic, 'woff')];
  return load ? load() : null;
}
