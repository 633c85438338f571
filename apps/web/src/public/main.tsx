// The browser entry of the pages the server draws (Home, City, the QR page; public-page.html).
// The page shows everything it has before any of the app's code is fetched or evaluated: on a
// slow phone, downloading and running React and Mantine first would hold back an offer that
// is already in the HTML (the server inlines its styles:
// apps/server/src/http/public-pages/first-paint.ts). Only the styles the page needs come with
// this module; it imports nothing that runs.
import './styles.ts';
import type { AFTER_PAINT_ID as CORE_AFTER_PAINT_ID } from '@nibble/core/public-pages';

/**
 * The server's list of the chunks that hydrate this page (first-paint.ts). Written here as
 * core's literal type: a value import would make this entry load a shared chunk, and with it
 * the framework, before the page has painted; a changed id in core fails the typecheck here.
 */
const AFTER_PAINT_ID: typeof CORE_AFTER_PAINT_ID = 'nibble-after-paint';

/**
 * Hydration waits for the page's pictures (the QR codes, the offer's preview) so that on a
 * thin link they do not share it with ~90 KB of script, but no longer than this: the city
 * picker and the language switch need the script.
 */
const PICTURES_WAIT_MS = 2500;

function hydrate() {
  // All of the page's chunks at once, rather than one import after another.
  const preloads = document.getElementById(AFTER_PAINT_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  void import('./hydrate.tsx');
}

/** Resolves once every picture of the page is in and decoded, so the next frame shows it. */
function picturesShown(): Promise<unknown> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // A picture that failed to load or decode is not waited for.
  return loaded.then(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}

function afterPictures(then: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Two frames: the one that draws the decoded pictures has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));
  };
  void picturesShown().then(start);
  setTimeout(start, PICTURES_WAIT_MS);
}

afterPictures(hydrate);
