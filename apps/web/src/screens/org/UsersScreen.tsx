// Spec §2 "Users screen of the selected organisation": a card titled Users listing the
// members (reading A roles), with the 'Update Role' and 'New User' dialogs.
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isOnline, type Member, SYS_ADMIN } from '@nibble/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listMembers, membersQueryKey } from '../../api/members.ts';
import { orgRoleName } from '../../layout/roleNames.ts';
import { cityName } from '../../layout/stateNames.ts';
import { useMayManageOrg } from '../../session/abilities.ts';
import { useSession } from '../../session/store.ts';
import { EmptyState, QueryView } from '../admin/QueryState.tsx';
import { StatusDot } from '../admin/StatusDot.tsx';
import { activationText } from './users/activationText.ts';
import classes from './users/MemberList.module.css';
import { NewUserDialog } from './users/NewUserDialog.tsx';
import { UpdateRoleDialog } from './users/UpdateRoleDialog.tsx';

/** `onEdit` is left out for a user who may not change roles: the edit icon is not offered. */
function MemberRow({ member, onEdit }: { member: Member; onEdit?: (member: Member) => void }) {
  const online = isOnline(member.status);
  const { t } = useTranslation('dashboard');
  return (
    <Group
      component="li"
      className={classes.item}
      justify="space-between"
      wrap="nowrap"
      py="sm"
      gap="sm"
    >
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text fw={600} truncate>
          {member.name || member.phone}
        </Text>
        <Text size="sm" c="dimmed">
          {[orgRoleName(member.role, t), member.city && cityName(member.city, t)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <StatusDot status={member.status} size="xs" />
          {!online && member.activation && (
            <Text size="xs" c="dimmed">
              {activationText(member.activation, t)}
            </Text>
          )}
        </Group>
      </Stack>
      {onEdit && (
        <Tooltip label={t('users.updateRole')}>
          <ActionIcon
            className={classes.edit}
            variant="light"
            size="lg"
            aria-label={t('users.updateRoleOf', { name: member.name || member.phone })}
            onClick={() => onEdit(member)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export default function UsersScreen() {
  const org = useSession((s) => s.org);
  const orgId = org?.orgId ?? 0;
  const members = useQuery({
    queryKey: membersQueryKey(orgId),
    queryFn: ({ signal }) => listMembers(orgId, signal),
    enabled: org !== null,
  });
  const { t } = useTranslation('dashboard');
  const [editing, setEditing] = useState<Member | null>(null);
  const [adding, addition] = useDisclosure(false);
  // Only owners and administrators (and platform admins) change members; the server refuses
  // everyone else, so the others are not offered New User or Update Role.
  const manages = useMayManageOrg();
  // The server hides sys_admin already; the list never shows one whatever it is sent.

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} id="users-title">
          {t('users.title')}
        </Title>
        {manages && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={addition.open}>
            {t('users.newUser')}
          </Button>
        )}
      </Group>

      <QueryView query={members} loading={t('users.loading')} failed={t('users.loadFailed')}>
        {(data) => {
          const shown = data.filter((member) => member.role !== SYS_ADMIN);
          return shown.length === 0 ? (
            <EmptyState title={t('users.emptyTitle')}>{manages && t('users.emptyText')}</EmptyState>
          ) : (
            <ul className={classes.list} aria-label={t('users.list')}>
              {shown.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  onEdit={manages ? setEditing : undefined}
                />
              ))}
            </ul>
          );
        }}
      </QueryView>

      {org && manages && (
        <>
          <NewUserDialog orgId={org.orgId} opened={adding} onClose={addition.close} />
          <UpdateRoleDialog orgId={org.orgId} member={editing} onClose={() => setEditing(null)} />
        </>
      )}
    </Card>
  );
}
