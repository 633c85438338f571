// A public page as the server draws it, put in the document and hydrated as public/hydrate.tsx
// does, for the tests of what the browser makes of the server's HTML. The hydrated root is
// unmounted and the document emptied after each test of a file that calls hydrateEachTest().
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { loadText } from '../i18n/loadText.ts';
import { HydratedPage } from '../public/HydratedPage.tsx';
import type { PublicPageData } from '../public/pageData.ts';
import { loadScreen } from '../public/screens.ts';
import { renderPublicPage } from '../ssr/entry-server.tsx';
import { readServerState } from '../ssr/state.ts';

let root: Root | null = null;

/** Unmounts the page and empties the document after each test. */
export function hydrateEachTest() {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });
}

/**
 * Draws `data` on the server in `language`, puts the answer in the document and hydrates it;
 * answers the server's HTML and the hydration's recoverable errors (a mismatch calls it).
 */
export async function hydrateServerPage(language: Language, data: PublicPageData) {
  const page = await renderPublicPage(language, data);
  document.body.innerHTML =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="nibble-server-state">${page.state}</script>`;
  const state = readServerState(document);
  const container = document.getElementById('root');
  if (!state || !container) throw new Error('no server state in the page');
  const [Screen, first] = await Promise.all([
    loadScreen(state.page.screen),
    loadText(state.language),
  ]);
  const mismatch = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <HydratedPage Screen={Screen} page={state.page} first={first} />,
      { onRecoverableError: mismatch },
    );
  });
  return { mismatch, html: page.html };
}
