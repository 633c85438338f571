// Starts the app: mounts the route table, or hydrates the page the server drew.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { AppProviders, createQueryClient } from './AppProviders.tsx';
import { languageReady } from './i18n/setup.ts';
import { appRoutes } from './routes.tsx';
import { listenBeforeRouter } from './session/browserBack.ts';
import { dropDataOnSignOut } from './session/dropDataOnSignOut.ts';
import { readServerState } from './ssr/state.ts';

const queryClient = createQueryClient();

dropDataOnSignOut(queryClient);
listenBeforeRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Home, City and Page come server-rendered (ssr/entry-server.tsx) with the answers they were
// drawn from: the cache starts with them, so hydration draws the same page and asks nothing.
const serverState = readServerState(document);
for (const { key, data } of serverState?.queries ?? []) queryClient.setQueryData(key, data);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>{appRoutes}</Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const render = () => {
  if (serverState) hydrateRoot(container, app);
  else createRoot(container).render(app);
};

// A Malayalam or Hindi visitor sees their language from the first paint, not English first;
// a catalogue that cannot be fetched leaves the interface in English rather than blank.
void languageReady().then(render, render);
