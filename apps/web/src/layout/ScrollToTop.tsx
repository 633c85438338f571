import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the route change itself
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
