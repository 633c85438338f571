// Embeds only the glyphs a PDF draws: HarfBuzz's subsetter (harfbuzzjs ships it as its own
// WASM file, with no JavaScript API, so it is driven here through its C exports). Glyph ids
// are kept (RETAIN_GIDS), so the content stream's ids stay valid, and the layout tables the
// PDF never reads (GSUB, GPOS, GDEF) are dropped: shaping is already done.

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF'];

const tag = (name: string) =>
  ((name.charCodeAt(0) << 24) |
    (name.charCodeAt(1) << 16) |
    (name.charCodeAt(2) << 8) |
    name.charCodeAt(3)) >>>
  0;

export type Subsetter = (
  font: Uint8Array,
  glyphIds: Iterable<number>,
  codePoints: Iterable<number>,
) => Uint8Array;

/** A subsetter over an instance of harfbuzz-subset.wasm (it needs no imports). */
export async function createSubsetter(wasm: BufferSource | WebAssembly.Module): Promise<Subsetter> {
  const instance =
    wasm instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(wasm, {})
      : (await WebAssembly.instantiate(wasm, {})).instance;
  const hb = instance.exports as unknown as SubsetExports;
  return (font, glyphIds, codePoints) => {
    const fontPtr = hb.malloc(font.byteLength);
    new Uint8Array(hb.memory.buffer, fontPtr, font.byteLength).set(font);
    const blob = hb.hb_blob_create(fontPtr, font.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    const input = hb.hb_subset_input_create_or_fail();
    try {
      if (!input) throw new Error('The font could not be subset');
      const glyphs = hb.hb_subset_input_glyph_set(input);
      for (const glyphId of glyphIds) hb.hb_set_add(glyphs, glyphId);
      const unicodes = hb.hb_subset_input_unicode_set(input);
      for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
      const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));
      hb.hb_subset_input_set_flags(
        input,
        hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_RETAIN_GIDS,
      );
      const subset = hb.hb_subset_or_fail(face, input);
      if (!subset) throw new Error('The font could not be subset');
      const result = hb.hb_face_reference_blob(subset);
      const length = hb.hb_blob_get_length(result);
      const data = hb.hb_blob_get_data(result, 0);
      // Copied out before anything is freed: the WASM memory may grow and move later.
      const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
      hb.hb_blob_destroy(result);
      hb.hb_face_destroy(subset);
      return bytes;
    } finally {
      if (input) hb.hb_subset_input_destroy(input);
      hb.hb_face_destroy(face);
      hb.free(fontPtr);
    }
  };
}
