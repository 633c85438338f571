// Admin context sidebar (spec §2 "Navigation"): App Stream, Organizations, Users (platform
// administrators only), Analytics (platform administrators, and those who run an organisation:
// they see its figures). Nobody is offered a screen that would only say "not allowed".
import { isPlatformAdmin } from '@nibble/core';
import { IconBuildingStore, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useManagedOrgs } from '../session/abilities.ts';
import { useSession } from '../session/store.ts';
import { DashboardShell, type NavItem } from './DashboardShell.tsx';

export function adminNavItems(role: string, runsAnOrg = false): NavItem[] {
  const platformAdmin = isPlatformAdmin(role);
  return [
    { name: 'organizations', to: '/dashboard/orgs', icon: IconBuildingStore },
    ...(platformAdmin
      ? [{ name: 'allUsers' as const, to: '/dashboard/orgs/users', icon: IconUsers }]
      : []),
    ...(platformAdmin || runsAnOrg
      ? [{ name: 'analytics' as const, to: '/dashboard/orgs/analytics', icon: IconChartBar }]
      : []),
  ];
}

export function AdminLayout() {
  const role = useSession((s) => s.role);
  const managed = useManagedOrgs();
  return (
    <DashboardShell
      area="admin"
      home="/dashboard/orgs"
      items={adminNavItems(role, managed.orgs.length > 0)}
    />
  );
}
