// Opening the editor at its address (a reload, a shared link, the installed app's start) waits
// on two things the address already names: the editor's chunk and the design. Asked for by
// the editor itself, they came one after the other, behind the signed-in frame's chunks and
// the editor's first evaluation. The app's start (start.tsx) asks for both at once instead,
// while it starts; the editor's backend takes the design's answer once (httpBackend.ts).
import type { Design } from '@nibble/core';
import { getDesign } from '../../api/designs.ts';
import { useSession } from '../../session/store.ts';
import { editorAddress } from './designAddress.ts';

/**
 * How long an answer fetched at the start stays usable. The editor takes it within the app's
 * start (a few seconds on a slow phone); one never taken (the user went elsewhere first) must
 * not stand in for a later opening of the same design.
 */
export const STARTED_DESIGN_KEPT_MS = 20_000;

interface Started {
  orgId: number;
  id: number;
  token: string;
  at: number;
  design: Promise<Design>;
}

let started: Started | null = null;

/**
 * The design the editor at `pathname` will open: its address's id, else design mode's; null
 * off the editor's route or for an address that names no design.
 */
function designToOpen(pathname: string): number | null {
  const address = editorAddress(pathname);
  if (!address || 'invalid' in address) return null;
  return address.id ?? useSession.getState().design?.designId ?? null;
}

/**
 * Starts fetching the design the editor at `pathname` will open, when the tab is signed in
 * with an organisation chosen (what the Design route's guard asks for) and the design has an
 * id (a new design is created by the editor itself). Answers whether it started one.
 */
export function startOpeningDesign(pathname: string, now: number = performance.now()): boolean {
  started = null;
  const { token, org } = useSession.getState();
  const id = designToOpen(pathname);
  if (!token || !org || id === null) return false;
  const design = getDesign(org.orgId, id);
  // Whoever takes it handles its failure; one never taken is dropped without a word.
  design.catch(() => {});
  started = { orgId: org.orgId, id, token, at: now, design };
  return true;
}

/**
 * The answer started for this organisation's design by `startOpeningDesign`, once, while it
 * is fresh and the tab still has the token it was asked with; else null (fetch it anew). Any
 * call forgets what was started: only the editor's first opening may use it.
 */
export function takeStartedDesign(
  orgId: number,
  id: number,
  now: number = performance.now(),
): Promise<Design> | null {
  const taken = started;
  started = null;
  if (!taken || taken.orgId !== orgId || taken.id !== id) return null;
  if (taken.token !== useSession.getState().token) return null;
  if (now - taken.at > STARTED_DESIGN_KEPT_MS) return null;
  return taken.design;
}
