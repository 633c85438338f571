// The subsetter's WASM file, fetched once, when the first PDF with shaped text is written.
import wasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';
import { createSubsetter, type Subsetter } from './subset.ts';

let loading: Promise<Subsetter> | null = null;

export function loadSubsetter(): Promise<Subsetter> {
  loading ??= (async () => {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error('The font subsetter could not be loaded');
    return createSubsetter(await response.arrayBuffer());
  })();
  // A failed load is not kept: the next export tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
