// The font families offered in the editor: core's catalogue (packages/core/src/fonts/catalog.ts,
// shared with the server's previews and scripts/font-coverage.mjs), looked up by family here.
import { type FaceStyle, FONT_CATALOG, type FontFamily } from '@nibble/core/fonts/catalog';
import type { Script } from './scripts.ts';

export type { FaceStyle };

export interface FamilyEntry extends Omit<FontFamily, 'scripts'> {
  scripts: readonly Script[];
}

export const CATALOG: readonly FamilyEntry[] = FONT_CATALOG;

const byFamily = new Map(CATALOG.map((entry) => [entry.family, entry]));

export const familyEntry = (family: string): FamilyEntry | undefined => byFamily.get(family);

export const FONT_FAMILIES: readonly string[] = CATALOG.map((entry) => entry.family);
