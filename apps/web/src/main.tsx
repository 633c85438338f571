import './layout/publicStyles.ts';

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { ApiRequestError } from './api/client.ts';
import { languageReady } from './i18n/setup.ts';
import { appRoutes } from './routes.tsx';
import { listenBeforeRouter } from './session/browserBack.ts';
import { dropDataOnSignOut } from './session/dropDataOnSignOut.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing resource will not change by asking again.
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
        failures < 2,
    },
  },
});

dropDataOnSignOut(queryClient);
listenBeforeRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        // Every theme variable comes from here, so the public pages need not download Mantine's
        // default-css-variables.css (see layout/publicStyles.ts).
        deduplicateCssVariables={false}
      >
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Routes>{appRoutes}</Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

// A Malayalam or Hindi visitor sees their language from the first paint, not English first;
// a catalogue that cannot be fetched leaves the interface in English rather than blank.
void languageReady().then(render, render);
