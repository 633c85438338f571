// Frame for the sample screens, which need only sign-in: the organisation sidebar once an
// organisation is chosen, the admin sidebar before.
import { useSession } from '../session/store.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { OrgLayout } from './OrgLayout.tsx';

export function SignedInLayout() {
  const hasOrg = useSession((s) => s.org !== null);
  return hasOrg ? <OrgLayout /> : <AdminLayout />;
}
