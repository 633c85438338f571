// Test helpers: render with the providers the app uses, flags answered from the cache.
import { MantineProvider } from '@mantine/core';
import { DEFAULT_TIME_ZONE, FLAG_DEFAULTS, type Flags, TIMERS_MS } from '@nibble/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { I18nextPublicText } from '../i18n/I18nextPublicText.tsx';
import { flagsQueryKey } from '../session/flags.ts';
import { platformZoneQueryKey, publicUrlQueryKey } from '../session/platform.ts';
import { theme } from '../theme.ts';

/** `publicUrl`: the server's PUBLIC_URL as `/platform` answers it (this page's origin by default). */
export function testQueryClient(
  flags: Partial<Flags> = {},
  publicUrl: string = location.origin,
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(flagsQueryKey, { ...FLAG_DEFAULTS, ...flags });
  client.setQueryData(platformZoneQueryKey, DEFAULT_TIME_ZONE);
  client.setQueryData(publicUrlQueryKey, publicUrl);
  return client;
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <I18nextPublicText>{children}</I18nextPublicText>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders `routes` at `path`; answers the router so a test can read where it ended up. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    flags = {},
    state,
    publicUrl,
  }: { path?: string; flags?: Partial<Flags>; state?: unknown; publicUrl?: string } = {},
) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  const client = testQueryClient(flags, publicUrl);
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client, ...view };
}

/** A JSON Response, as the server sends. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Moves the fake clock past the time a form shows its messages (TIMERS_MS.errorClear). */
export const passErrorClear = () =>
  act(async () => {
    vi.advanceTimersByTime(TIMERS_MS.errorClear + 100);
  });
