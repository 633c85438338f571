// Keeps document.title on the current route's own title (routeTitles.ts).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle } from './routeTitles.ts';

export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}
