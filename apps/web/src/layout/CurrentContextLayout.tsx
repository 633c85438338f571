// The frame of the context the user is in: the organisation's when one is chosen, otherwise the
// administration's. For screens about the user themselves (Settings), which the user menu
// offers everywhere, so choosing no organisation never bounces them.
import { Navigate } from 'react-router';
import { PATHS } from '../session/paths.ts';
import { useSession } from '../session/store.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { OrgLayout } from './OrgLayout.tsx';

export function CurrentContextLayout() {
  const hasOrg = useSession((s) => s.org !== null);
  const inDesign = useSession((s) => s.design !== null);
  // As on every organisation route: design mode keeps the user in the editor.
  if (hasOrg && inDesign) return <Navigate to={PATHS.design} replace />;
  return hasOrg ? <OrgLayout /> : <AdminLayout />;
}
