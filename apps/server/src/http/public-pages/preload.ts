// Links a server-rendered screen's own chunk, the chunks it imports and their CSS, read from
// the client build's manifest (vite.config.ts `build.manifest`), so the browser fetches them
// beside the entry instead of after it has run; hydration then needs no further round trip.
import escapeHtml from 'escape-html';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function screenLinks(
  manifest: Manifest,
  modules: readonly string[],
  template: string,
): string {
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
  // What index.html links already (the entry and its chunks) is not linked twice.
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`),
    ...[...scripts]
      .filter(fresh)
      .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
  ].join('');
}
