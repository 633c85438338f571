import { ActionIcon, Anchor, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../session/store.ts';
import { Logo } from './Logo.tsx';
import { cityName, stateName } from './stateNames.ts';
import { UserMenu } from './UserMenu.tsx';

/** The chosen organisation with its back arrow (spec §2 "Navigation"). */
export function OrgHeading() {
  const org = useSession((s) => s.org);
  const design = useSession((s) => s.design);
  const leaveDesign = useSession((s) => s.leaveDesign);
  const resetOrg = useSession((s) => s.resetOrg);
  const navigate = useNavigate();
  const { t } = useTranslation('dashboard');
  if (!org) return null;

  // The arrow steps back one level: out of design mode, else out of the organisation.
  const back = () => {
    if (design) {
      leaveDesign();
      navigate('/dashboard/designs');
    } else {
      resetOrg();
      navigate('/dashboard/orgs');
    }
  };
  const details = [
    org.orgAddress,
    org.orgCity && cityName(org.orgCity, t),
    org.orgState && stateName(org.orgState, t),
    org.orgPhone,
  ]
    .filter(Boolean)
    .join(' · ');
  const backLabel = design ? t('nav.leaveDesign') : t('nav.backToOrgs');

  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Tooltip label={backLabel}>
        <ActionIcon variant="subtle" size="lg" onClick={back} aria-label={backLabel}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <Box miw={0}>
        <Text fw={600} truncate>
          {org.orgName}
        </Text>
        {!design && details && (
          <Text size="xs" c="dimmed" truncate>
            {details}
          </Text>
        )}
      </Box>
    </Group>
  );
}

/** Desktop top bar: brand, then the organisation, and the user menu on the right. */
export function TopBar({ home, brandWidth }: { home: string; brandWidth: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group h="100%" pr="md" justify="space-between" wrap="nowrap" gap="md">
      <Group wrap="nowrap" gap="md" miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={home}
          underline="never"
          aria-label={t('nav.homeLink')}
          w={brandWidth}
          px="md"
          style={{ flexShrink: 0 }}
        >
          <Logo size={30} />
        </Anchor>
        <Box miw={0} style={{ flex: 1 }}>
          <OrgHeading />
        </Box>
      </Group>
      <UserMenu />
    </Group>
  );
}
