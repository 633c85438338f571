// Fonts are loaded on demand (only the faces a document or the font panel needs), from the
// @fontsource packages bundled with the app: never from a font CDN.
import { FONT_PACKAGES } from './catalog.ts';

// Vite turns these globs into one lazy import per stylesheet / file; nothing loads until asked.
const stylesheets = import.meta.glob('../../../../../node_modules/@fontsource/*/latin-[0-9]*.css');
const woffUrls = import.meta.glob<string>(
  '../../../../../node_modules/@fontsource/*/files/*-latin-[0-9]*-*.woff',
  {
    query: '?url',
    import: 'default',
  },
);

const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

export interface FontFace {
  family: string;
  weight: number;
  italic: boolean;
}

const pathKey = (pkg: string, file: string) =>
  `../../../../../node_modules/@fontsource/${pkg}/${file}`;

/** The closest weight the package ships, preferring the requested one, then 400. */
export const availableWeight = (
  family: string,
  weight: number,
  italic: boolean,
  has: (path: string) => boolean = (path) => path in stylesheets,
): number | null => {
  const pkg = FONT_PACKAGES[family];
  if (!pkg) return null;
  const exists = (w: number) => has(pathKey(pkg, `latin-${w}${italic ? '-italic' : ''}.css`));
  if (exists(weight)) return weight;
  const byDistance = [...WEIGHTS].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight));
  return byDistance.find(exists) ?? null;
};

const loaded = new Map<string, Promise<void>>();

/**
 * Loads one face's stylesheet and waits until the browser can draw with it. Unknown
 * families resolve at once (the canvas falls back to a system font).
 */
export function loadFont(face: FontFace): Promise<void> {
  const key = `${face.family}|${face.weight}|${face.italic}`;
  const existing = loaded.get(key);
  if (existing) return existing;
  const pkg = FONT_PACKAGES[face.family];
  const weight =
    availableWeight(face.family, face.weight, face.italic) ??
    (face.italic ? availableWeight(face.family, face.weight, false) : null);
  if (!pkg || weight === null) return Promise.resolve();
  const italic = face.italic && availableWeight(face.family, weight, true) === weight;
  const load = stylesheets[pathKey(pkg, `latin-${weight}${italic ? '-italic' : ''}.css`)];
  const promise = (async () => {
    await load?.();
    if (typeof document !== 'undefined' && document.fonts) {
      await document.fonts
        .load(`${italic ? 'italic ' : ''}${weight} 20px "${face.family}"`)
        .catch(() => []);
    }
  })();
  loaded.set(key, promise);
  return promise;
}

/**
 * URL of the WOFF file of a face (the PDF export embeds it): the nearest weight, and the
 * upright face when the family has no italic (browsers slant it; the PDF keeps the family).
 */
export async function fontFileUrl(face: FontFace): Promise<string | null> {
  const pkg = FONT_PACKAGES[face.family];
  if (!pkg) return null;
  const byDistance = [...WEIGHTS].sort(
    (a, b) => Math.abs(a - face.weight) - Math.abs(b - face.weight),
  );
  for (const style of face.italic ? ['italic', 'normal'] : ['normal']) {
    const file = (weight: number) => pathKey(pkg, `files/${pkg}-latin-${weight}-${style}.woff`);
    const weight = byDistance.find((w) => file(w) in woffUrls);
    const load = weight === undefined ? undefined : woffUrls[file(weight)];
    if (load) return load();
  }
  return null;
}
