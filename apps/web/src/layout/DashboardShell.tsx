// The frame shared by the admin and organisation dashboards: Mantine AppShell with a
// sidebar that collapses behind a burger on phones.
import { AppShell, Box, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TIMERS_MS } from '@nibble/core';
import { type Icon, IconApps } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { MobileTopBar } from './MobileTopBar.tsx';
import { type NavArea, type NavName, navAreaLabel, navName } from './navNames.ts';
import { PageLoader } from './Preloader.tsx';
import { OrgHeading, TopBar } from './TopBar.tsx';

export interface NavItem {
  name: NavName;
  to: string;
  icon: Icon;
}

export const SIDEBAR_WIDTH = 250;
const HEADER_HEIGHT = 60;

export function DashboardShell({
  area,
  home,
  items,
}: {
  /** Names the sidebar for assistive technology ("Organisation navigation"). */
  area: NavArea;
  /** Where the brand (App Stream) leads. */
  home: string;
  items: NavItem[];
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { t } = useTranslation('dashboard');

  // A phone user who picked a link wants to see the page, not the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      transitionDuration={TIMERS_MS.sidebarTransition}
      padding="md"
    >
      <AppShell.Header>
        <Box hiddenFrom="sm" h="100%">
          <MobileTopBar opened={opened} onToggle={toggle} home={home} />
        </Box>
        <Box visibleFrom="sm" h="100%">
          <TopBar home={home} brandWidth={SIDEBAR_WIDTH} />
        </Box>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.sidebar', { area: navAreaLabel(area, t) })}>
        <AppShell.Section>
          <NavLink
            component={Link}
            to={home}
            label={t('nav.appStream')}
            fw={600}
            leftSection={<IconApps size={20} stroke={1.6} />}
            mb="xs"
          />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {items.map(({ name, to, icon: ItemIcon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={navName(name, t)}
              leftSection={<ItemIcon size={18} stroke={1.6} />}
              active={pathname === to}
              variant="filled"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Box hiddenFrom="sm" mb="sm">
          <OrgHeading />
        </Box>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
