// Loads the web app's server renderer (apps/web/src/ssr/entry-server.tsx, built into dist-ssr/).
// Its type is core's contract, which the entry declares it satisfies; the server does not
// compile the web app, so what the built file holds is still looked at once here.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PublicPageRenderer } from '@nibble/core/public-pages';

/** The entry's `renderer`, or null: a build older than the contract, or not the renderer. */
export function rendererOf(module: unknown): PublicPageRenderer | null {
  if (typeof module !== 'object' || module === null || !('renderer' in module)) return null;
  const { renderer } = module;
  if (typeof renderer !== 'object' || renderer === null) return null;
  const found: Partial<Record<keyof PublicPageRenderer, unknown>> = renderer;
  return typeof found.renderPublicPage === 'function' &&
    typeof found.TEMPLATE === 'string' &&
    typeof found.preloadModules === 'function' &&
    typeof found.warmUp === 'function'
    ? (renderer as PublicPageRenderer)
    : null;
}

/** The built renderer, or null when the web app was built without it. */
export async function loadRenderer(path: string): Promise<PublicPageRenderer | null> {
  if (!existsSync(path)) return null;
  const renderer = rendererOf(await import(pathToFileURL(path).href));
  if (!renderer) throw new Error(`${path} is not the public pages' renderer`);
  return renderer;
}
