// Starts the full app: mounts the route table.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { AppProviders, createQueryClient } from './AppProviders.tsx';
import { clearOfflineCopiesOnSignOut } from './editor/live/clearOnSignOut.ts';
import { isEditorPath } from './editor/route/designAddress.ts';
import { startOpeningDesign } from './editor/route/earlyOpening.ts';
import { languageReady } from './i18n/setup.ts';
import { wireLanguages } from './i18n/wiring.ts';
import { appRoutes, loadEditorScreen } from './routes.tsx';
import { connectApiToSession } from './session/apiSession.ts';
import { listenBeforeRouter } from './session/browserBack.ts';
import { dropDataOnSignOut } from './session/dropDataOnSignOut.ts';
import { useSession } from './session/store.ts';

const queryClient = createQueryClient();

connectApiToSession();
dropDataOnSignOut(queryClient);
// A language chosen while signed in is kept on the account too.
wireLanguages({ signedIn: () => Boolean(useSession.getState().token) });
clearOfflineCopiesOnSignOut();
listenBeforeRouter();

// Opened at the editor's address: its chunk and its design load now, with the app, not one
// after the other once the route renders (issue 29: a phone's first frame of the design).
if (isEditorPath(window.location.pathname)) {
  // The Design route's own loader. A failed load is the route's to report (its error
  // screen), not this early ask's.
  loadEditorScreen().catch(() => {});
  startOpeningDesign(window.location.pathname);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>{appRoutes}</Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const render = () => createRoot(container).render(app);

// A Malayalam or Hindi visitor sees their language from the first paint, not English first;
// a catalogue that cannot be fetched leaves the interface in English rather than blank.
void languageReady().then(render, render);
