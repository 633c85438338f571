import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listOrgs, orgsQueryKey } from '../api/orgs.ts';
import { LANGUAGES, languageOf } from '../i18n/languages.ts';
import { chooseLanguage } from '../i18n/userLanguage.ts';
import { useSession } from '../session/store.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { orgRoleName, platformRoleName } from './roleNames.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * The role a person knows themselves by: a plain platform user is an owner, an employee … of
 * their organisation, so the profile names that role (the chosen organisation's, or the ones
 * the organisations list gives) rather than "user" (issue 30); the platform's own roles stay.
 */
function useRoleName(t: Parameters<typeof platformRoleName>[1]): string {
  const { role, org } = useSession();
  const plain = role === 'user';
  const orgs = useQuery({
    queryKey: orgsQueryKey,
    queryFn: ({ signal }) => listOrgs(signal),
    enabled: plain && !org?.orgRole,
  });
  if (!plain) return platformRoleName(role, t);
  if (org?.orgRole) return orgRoleName(org.orgRole, t);
  const roles = [...new Set((orgs.data ?? []).map((o) => o.memberRole).filter(Boolean))];
  return roles.length > 0
    ? roles.map((r) => orgRoleName(r ?? '', t)).join(' · ')
    : platformRoleName(role, t);
}

function ProfileDetails() {
  const { name, phone, email } = useSession();
  const { t } = useTranslation('dashboard');
  const roleName = useRoleName(t);
  const rows: [string, string][] = [
    [t('userMenu.name'), name],
    [t('userMenu.phone'), phone],
    [t('userMenu.email'), email || '—'],
    [t('userMenu.role'), roleName],
  ];
  return (
    <Stack gap="xs">
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text c="dimmed" size="sm">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The interface languages, each in its own script; the current one is ticked. */
function LanguageItems() {
  const { t, i18n } = useTranslation('dashboard');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language.code}
          lang={language.code}
          aria-current={language.code === current ? 'true' : undefined}
          rightSection={language.code === current ? <IconCheck size={14} aria-hidden /> : null}
          onClick={() => void chooseLanguage(language.code)}
        >
          {language.name}
        </Menu.Item>
      ))}
    </>
  );
}

/** The user menu of the top bar: the user's name with My Profile, Settings and Logout. */
export function UserMenu() {
  const name = useSession((s) => s.name);
  const signOut = useSignOut();
  const { t } = useTranslation('dashboard');
  const openProfile = () =>
    modals.open({
      title: t('userMenu.myProfile'),
      children: <ProfileDetails />,
      centered: true,
      closeButtonProps: { 'aria-label': t('userMenu.closeProfile') },
    });

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open', { name })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="nibble" radius="xl" size="sm">
              {initials(name) || <IconUser size={16} />}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={openProfile}>
          {t('userMenu.myProfile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          component={Link}
          to="/dashboard/settings"
        >
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <LanguageItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
