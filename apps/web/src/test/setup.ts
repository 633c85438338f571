import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { NAMESPACES } from '../i18n/namespaces.ts';
import { i18n, loadNamespaces } from '../i18n/setup.ts';
import { wireLanguages } from '../i18n/wiring.ts';
import { connectApiToSession } from '../session/apiSession.ts';
import { useSession } from '../session/store.ts';

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match" and "no size".
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// CI runs every suite at once on two cores: a menu or dialog may take longer than Testing
// Library's default second to appear, which is load, not a failure. Assertions are unchanged.
configure({ asyncUtilTimeout: 5_000 });

// As start.tsx does: <html lang>, the API errors' translator, the account follow the language.
wireLanguages({ signedIn: () => Boolean(useSession.getState().token) });

// The app fetches a part's messages before its screens render; tests render screens directly.
await loadNamespaces(NAMESPACES);

// As start.tsx does: api calls carry the session's token, and a 401 signs the tab out.
connectApiToSession();

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Every test starts in English, whatever the one before switched to.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
});
