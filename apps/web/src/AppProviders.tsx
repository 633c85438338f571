// The providers every screen runs under, shared by the browser entry (main.tsx) and the
// server renderer of the public pages (ssr/entry-server.tsx), so both draw the same tree.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from './api/client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Every theme variable comes from here, so the public pages need not download Mantine's
      // default-css-variables.css (see layout/publicStyles.ts).
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
