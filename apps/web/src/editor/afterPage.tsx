// The editor's parts that come after its page (afterPageParts.ts), loaded when they are first
// rendered: useAfterPageDrawn holds them back until the page is drawn, so their code is neither
// fetched nor evaluated on the way to the first frame (issue 29: on a phone at 4x, evaluating
// the editor's chunk was a long task of its own on that path). Each is drawn inside a Suspense
// of its own whose fallback is its place (places.tsx), so nothing moves while it loads.
import { lazy, type ReactNode, Suspense } from 'react';

type Parts = typeof import('./afterPageParts.ts');

const part = <Name extends keyof Parts>(name: Name) =>
  lazy(() => import('./afterPageParts.ts').then((parts) => ({ default: parts[name] })));

export const IconRail = part('IconRail');
export const PanelBody = part('PanelBody');
export const TopToolbar = part('TopToolbar');
export const ContextBar = part('ContextBar');
export const BottomBar = part('BottomBar');
export const PanelSheet = part('PanelSheet');
export const ZoomSheet = part('ZoomSheet');
export const PublishDialog = part('PublishDialog');
export const UnpublishDialog = part('UnpublishDialog');
export const ShareDialog = part('ShareDialog');
export const PresenceAvatars = part('PresenceAvatars');
export const RemotePresence = part('RemotePresence');

/**
 * A part of what comes after the page: its place (`place`, nothing by default) until the page
 * is drawn (`drawn`) and while its code loads, the part itself then.
 */
export function AfterPage({
  drawn,
  place = null,
  children,
}: {
  drawn: boolean;
  place?: ReactNode;
  children: ReactNode;
}) {
  return drawn ? <Suspense fallback={place}>{children}</Suspense> : place;
}
