// The editor's address (issue 15): /dashboard/design/{designId} names the design on screen,
// so a reload, Back and Forward reopen the same design. The spec's /dashboard/design still
// works: it opens the session's design mode and then shows that design's own address.
import type { Design } from '@nibble/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { designPath, PATHS } from '../../session/paths.ts';
import { useSession } from '../../session/store.ts';

/** What the address asks for: a design id, none (design mode decides), or something invalid. */
export type DesignAddress = { id: number } | { id: null } | { invalid: string };

export const NOT_A_DESIGN = 'This address does not name a design.';

export const readDesignAddress = (param: string | undefined): DesignAddress => {
  if (param === undefined) return { id: null };
  const id = /^[1-9]\d{0,14}$/.test(param) ? Number(param) : Number.NaN;
  return Number.isSafeInteger(id) ? { id } : { invalid: NOT_A_DESIGN };
};

export const isEditorPath = (pathname: string): boolean =>
  pathname === PATHS.design || pathname.startsWith(`${PATHS.design}/`);

export function useDesignAddress(): DesignAddress {
  return readDesignAddress(useParams().designId);
}

/**
 * Once a design is on screen, design mode names it (so the spec's guards and a reload agree)
 * and the address is its own. Later moves of design mode (a new design was created, or a
 * stale save was kept as a copy) move the address along, replacing it, so Back skips them.
 */
export function useFollowDesign(
  loaded: { design: Design; forId: number | null } | null,
  wantedId: number | null,
  addressId: number | null,
): void {
  const navigate = useNavigate();
  // Only a design loaded for the id wanted now: just after Back, the one on screen is still
  // the design being left.
  const design = loaded && loaded.forId === wantedId ? loaded.design : null;
  useEffect(() => {
    if (!design) return;
    const { design: mode, enterDesign } = useSession.getState();
    if (mode?.designId !== design.id || mode.designName !== design.title) {
      enterDesign(design.type, design.title, design.id);
    }
    if (addressId !== design.id) navigate(designPath(design.id), { replace: true });
  }, [design, addressId, navigate]);

  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        const id = state.design?.designId ?? null;
        if (id !== null && id !== (previous.design?.designId ?? null) && id !== addressId) {
          navigate(designPath(id), { replace: true });
        }
      }),
    [addressId, navigate],
  );
}
