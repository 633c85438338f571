// The editor's address (issue 15): /dashboard/design/{designId} names the design on screen,
// so a reload, Back and Forward reopen the same design. The spec's /dashboard/design still
// works: it opens the session's design mode and then shows that design's own address.
import type { Design } from '@nibble/core';
import { useEffect } from 'react';
import { matchPath, useNavigate, useParams } from 'react-router';
import { pathsIn } from '../../routing/table.ts';
import { designPath } from '../../session/paths.ts';
import { useSession } from '../../session/store.ts';

/** What the address asks for: a design id, none (design mode decides), or something invalid. */
export type DesignAddress = { id: number } | { id: null } | { invalid: string };

export const NOT_A_DESIGN = 'This address does not name a design.';

export const readDesignAddress = (param: string | undefined): DesignAddress => {
  if (param === undefined) return { id: null };
  const id = /^[1-9]\d{0,14}$/.test(param) ? Number(param) : Number.NaN;
  return Number.isSafeInteger(id) ? { id } : { invalid: NOT_A_DESIGN };
};

/** The route table's pattern(s) of the editor: its Design row. */
const EDITOR_PATTERNS = pathsIn('design');

/**
 * What the editor at `pathname` would be asked for, matched as the router matches it (the
 * table's own pattern, so the app's start and the route cannot read the address apart); null
 * when the router would not show the editor there.
 */
export function editorAddress(pathname: string): DesignAddress | null {
  for (const pattern of EDITOR_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match) return readDesignAddress(match.params.designId);
  }
  return null;
}

export const isEditorPath = (pathname: string): boolean => editorAddress(pathname) !== null;

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
