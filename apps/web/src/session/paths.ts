// The addresses the session's rules send people to (spec §2 "Route guarding"), and where the
// sign-in screen returns to. The guards that use them are beside the route table
// (routing/guards.tsx); screens and the editor link with them too.
export const PATHS = {
  home: '/',
  signIn: '/sign-in',
  orgs: '/dashboard/orgs',
  dashboard: '/dashboard',
  design: '/dashboard/design',
  designs: '/dashboard/designs',
} as const;

/** The editor's own address for one design (reload, Back and Forward reopen it). */
export const designPath = (designId: number): string => `${PATHS.design}/${designId}`;

/** Where the sign-in screen returns to: kept in the router state by RequireSignIn. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where a just signed-in user goes: back to the page that sent them to sign in, or orgs. */
export const afterSignIn = (state: unknown): string => {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === PATHS.signIn) {
    return PATHS.orgs;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
};
