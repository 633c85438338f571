// Mantine with the product's theme: the full app (AppProviders.tsx) and the public entry
// (public/PublicApp.tsx) draw under the same one.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme.ts';

export function NibbleTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Every theme variable comes from here, so the public pages need not download Mantine's
      // default-css-variables.css (see layout/publicStyles.ts).
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
