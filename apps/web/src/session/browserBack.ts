// The browser's Back and Forward, heard before the router hears them. React renders a Back
// at once, inside the router's own popstate listener, so a screen that must act first (the
// editor leaving design mode, or keeping its unsaved page) needs a listener that was added
// earlier than the router's: main.tsx calls listenBeforeRouter() before the first render.

/** Told the new path of a Back or Forward; may navigate to undo it. */
export type BrowserBackHandler = (pathname: string) => void;

let handler: BrowserBackHandler | null = null;
let listening = false;

export function listenBeforeRouter(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('popstate', () => handler?.(target.location.pathname));
}

/** The screen now handling Back and Forward (one at a time); null to stop. */
export function onBrowserBack(next: BrowserBackHandler | null): void {
  handler = next;
}
