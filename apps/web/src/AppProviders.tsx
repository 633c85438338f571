// The providers every screen of the full app runs under (start.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from './api/client.ts';
import { I18nextPublicText } from './i18n/I18nextPublicText.tsx';
import { NibbleTheme } from './layout/NibbleTheme.tsx';

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
    <NibbleTheme>
      <QueryClientProvider client={queryClient}>
        <I18nextPublicText>{children}</I18nextPublicText>
      </QueryClientProvider>
    </NibbleTheme>
  );
}
