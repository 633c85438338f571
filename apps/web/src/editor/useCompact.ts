// Phones get a compact editor: icon-only rail, floating panel, page buttons under the page.
import { useMediaQuery } from '@mantine/hooks';

export const COMPACT_QUERY = '(max-width: 48em)';

export function useCompact(): boolean {
  return useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
