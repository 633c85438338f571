// Organisation context sidebar (spec §2 "Navigation"): App Stream; Dashboard, Campaigns,
// Forms and Widgets as their flags allow; Designs and Users always.
import type { Flags } from '@nibble/core';
import {
  IconChartPie,
  IconForms,
  IconLayoutDashboard,
  IconPalette,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import { useFlags } from '../session/flags.ts';
import { DashboardShell, type NavItem } from './DashboardShell.tsx';

export function orgNavItems(flags: Flags): NavItem[] {
  const items: (NavItem | false)[] = [
    flags.org_dashboard === 1 && { name: 'dashboard', to: '/dashboard', icon: IconChartPie },
    flags.org_campaigns === 1 && {
      name: 'campaigns',
      to: '/dashboard/campaigns',
      icon: IconSpeakerphone,
    },
    flags.org_forms === 1 && { name: 'forms', to: '/dashboard/forms', icon: IconForms },
    flags.org_widgets === 1 && {
      name: 'widgets',
      to: '/dashboard/widgets',
      icon: IconLayoutDashboard,
    },
    { name: 'designs', to: '/dashboard/designs', icon: IconPalette },
    { name: 'users', to: '/dashboard/users', icon: IconUsers },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

export function orgHome(flags: Flags): string {
  return flags.org_dashboard === 1 ? '/dashboard' : '/dashboard/designs';
}

export function OrgLayout() {
  const flags = useFlags();
  return <DashboardShell area="org" home={orgHome(flags)} items={orgNavItems(flags)} />;
}
