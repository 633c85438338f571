// Admin context sidebar (spec §2 "Navigation"): App Stream, Organizations, Users (platform
// administrators only), Analytics.
import { isPlatformAdmin } from '@nibble/core';
import { IconBuildingStore, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useSession } from '../session/store.ts';
import { DashboardShell, type NavItem } from './DashboardShell.tsx';

export function adminNavItems(role: string): NavItem[] {
  return [
    { label: 'Organizations', to: '/dashboard/orgs', icon: IconBuildingStore },
    ...(isPlatformAdmin(role)
      ? [{ label: 'Users', to: '/dashboard/orgs/users', icon: IconUsers }]
      : []),
    { label: 'Analytics', to: '/dashboard/orgs/analytics', icon: IconChartBar },
  ];
}

export function AdminLayout() {
  const role = useSession((s) => s.role);
  return (
    <DashboardShell title="Administration" home="/dashboard/orgs" items={adminNavItems(role)} />
  );
}
