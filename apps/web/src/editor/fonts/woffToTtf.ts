// jsPDF embeds TrueType only, and @fontsource ships WOFF/WOFF2: core's WOFF reader
// (packages/core/src/fonts/woff.ts) unpacks it, its tables inflated here by the browser's own
// DecompressionStream, all at once.
import { readWoff, writeSfnt } from '@nibble/core/fonts/woff';

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error('The font could not be read');
  const stream = body.pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Converts a WOFF 1.0 font to the TrueType/OpenType bytes it wraps. */
export async function woffToSfnt(woff: ArrayBuffer): Promise<Uint8Array> {
  const { flavor, tables } = readWoff(new Uint8Array(woff));
  const inflated = await Promise.all(
    tables.map(async ({ tag, checksum, data, compressed }) => ({
      tag,
      checksum,
      data: compressed ? await inflate(data) : data,
    })),
  );
  return writeSfnt(flavor, inflated);
}
