// Hydrates the page the server drew, in the language it drew it in: English with no i18n
// runtime, Malayalam or Hindi once their messages are in (HydratedPage.tsx).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadText } from '../i18n/loadText.ts';
import { readServerState } from '../ssr/state.ts';
import { HydratedPage } from './HydratedPage.tsx';
import { loadScreen } from './screens.ts';
import { signedIn } from './signedIn.ts';

/** Where a signed-in user goes from a visitor's page (routing/guards.tsx PublicOnly). */
const SIGNED_IN_HOME = '/dashboard/orgs';

async function hydrate() {
  const state = readServerState(document);
  const container = document.getElementById('root');
  // This entry runs only on pages the server drew; opened any other way, Home is.
  if (!state || !container) return window.location.replace('/');
  if (signedIn()) return window.location.replace(SIGNED_IN_HOME);
  const [Screen, first] = await Promise.all([
    loadScreen(state.page.screen),
    Promise.resolve(loadText(state.language)).catch(() => loadText('en')),
  ]);
  // As a transition, React hydrates in slices and lets a tap through between them, instead
  // of holding a slow phone's main thread for the whole page (the page is already drawn).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydratedPage Screen={Screen} page={state.page} first={first} />
      </StrictMode>,
    );
  });
}

void hydrate();
