// Whether React runs this part of the page yet. A page the server drew is shown before its
// script arrives (public/main.tsx waits for its pictures), and until it is hydrated a control
// that needs the script — the city picker, the language switch — would take a choice and do
// nothing with it. Such controls are drawn disabled by the server and enabled once hydrated;
// in the full app, which renders in the browser, they are enabled from the start.
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
