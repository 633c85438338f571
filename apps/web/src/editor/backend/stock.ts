// The bundled stock pictures (public/stock, listed in index.json) of the Images panel's
// global section.
export interface StockPicture {
  file: string;
  title: string;
  width: number;
  height: number;
}

export const STOCK_BASE = '/stock/';

const isStockPicture = (value: unknown): value is StockPicture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StockPicture).file === 'string' &&
  /^[\w.-]+$/.test((value as StockPicture).file);

/** Reads the manifest; answers absolute URLs in its order. */
export async function fetchStockPictures(
  fetchImpl: typeof fetch = fetch,
  origin: string = location.origin,
): Promise<string[]> {
  const response = await fetchImpl(`${STOCK_BASE}index.json`);
  if (!response.ok) throw new Error(`The stock pictures could not be loaded (${response.status}).`);
  const manifest: unknown = await response.json();
  if (!Array.isArray(manifest)) throw new Error('The stock pictures list is not a list.');
  return manifest.filter(isStockPicture).map((entry) => `${origin}${STOCK_BASE}${entry.file}`);
}
