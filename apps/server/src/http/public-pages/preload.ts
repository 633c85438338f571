// A server-rendered screen's own chunk, the chunks it imports and their CSS, read from the
// client build's manifest (vite.config.ts `build.manifest`), so the page can carry its styles
// and have the browser fetch its chunks all at once (first-paint.ts), not one import after
// another.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page's own chunks and stylesheets, each once, in the order the build lists them. */
export interface ScreenFiles {
  styles: string[];
  scripts: string[];
}

export function screenFiles(
  manifest: Manifest,
  modules: readonly string[],
  template: string,
): ScreenFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // What the page's template links already (the entry and its chunks) is not linked twice.
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return { styles: [...styles].filter(fresh), scripts: [...scripts].filter(fresh) };
}
