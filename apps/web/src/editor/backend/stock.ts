// The bundled stock pictures (public/stock, listed in index.json) of the Images panel's
// global section.
export interface StockPicture {
  file: string;
  title: string;
  width: number;
  height: number;
}

export const STOCK_BASE = '/stock/';

/** A stock picture as the Images panel offers it: where it is and what it shows. */
export interface StockPhoto {
  url: string;
  title: string;
}

const isStockPicture = (value: unknown): value is StockPicture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StockPicture).file === 'string' &&
  /^[\w.-]+$/.test((value as StockPicture).file);

/** A name for people and screen readers; the file name when the manifest has no title. */
const titleOf = (entry: StockPicture): string =>
  typeof entry.title === 'string' && entry.title.trim()
    ? entry.title.trim()
    : entry.file.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ');

/** Reads the manifest; answers absolute URLs with their titles, in its order. */
export async function fetchStockPictures(
  fetchImpl: typeof fetch = fetch,
  origin: string = location.origin,
): Promise<StockPhoto[]> {
  const response = await fetchImpl(`${STOCK_BASE}index.json`);
  if (!response.ok) throw new Error(`The stock pictures could not be loaded (${response.status}).`);
  const manifest: unknown = await response.json();
  if (!Array.isArray(manifest)) throw new Error('The stock pictures list is not a list.');
  return manifest
    .filter(isStockPicture)
    .map((entry) => ({ url: `${origin}${STOCK_BASE}${entry.file}`, title: titleOf(entry) }));
}
