// The phone layout of the editor (issue 29) is chosen by the width the editor has, below
// 600 px in any orientation, never by the user agent: a phone turned sideways or a narrow
// desktop window gets what fits its width (docs/decisions.md, "The editor on a phone").
import { useMediaQuery } from '@mantine/hooks';

/** Below 600 px (37.5em at the default 16 px): the width of the widest phones held upright. */
export const PHONE_QUERY = '(max-width: 37.49em)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
