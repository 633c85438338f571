// Users across organisations (admin context): the global list with reading B role labels,
// editing role, status and mode, a New user dialog and, for sys_admin, the Outbox.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isSysAdmin, type User } from '@nibble/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUsers, usersQueryKey } from '../../api/users.ts';
import { ScreenHeading } from '../../layout/ScreenHeading.tsx';
import { useSession } from '../../session/store.ts';
import classes from '../org/users/MemberList.module.css';
import { cityName, platformRoleName } from './labels.ts';
import { EmptyState, QueryView } from './QueryState.tsx';
import { StatusDot } from './StatusDot.tsx';
import { EditPlatformUserDialog } from './users/EditPlatformUserDialog.tsx';
import { LiveQuarantineCard } from './users/LiveQuarantineCard.tsx';
import { NewPlatformUserDialog } from './users/NewPlatformUserDialog.tsx';
import { OutboxCard } from './users/OutboxCard.tsx';

function UserRow({ user, onEdit }: { user: User; onEdit: (user: User) => void }) {
  const { t } = useTranslation('admin');
  const details = [user.phone, user.email, user.city && cityName(user.city, t)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group
      component="li"
      className={classes.item}
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py="sm"
    >
      <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {user.name || t('users.unnamed')}
          </Text>
          {user.mode === 1 && (
            <Badge size="xs" variant="light" color="grape" c="grape.9" style={{ flexShrink: 0 }}>
              {t('users.business')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
          {details}
        </Text>
      </Stack>
      {/* Role, state and edit wrap as a whole row on a phone; the role word is never cut. */}
      <Group gap="md" wrap="wrap">
        <Badge
          variant="light"
          color="gray"
          c="dark.6"
          tt="none"
          style={{ flexShrink: 0 }}
          maw="none"
        >
          {platformRoleName(user.role, t)}
        </Badge>
        <StatusDot status={user.status} />
        <Tooltip label={t('users.edit', { name: user.name })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('users.edit', { name: user.name })}
            onClick={() => onEdit(user)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

export default function OrgsUsersScreen() {
  const role = useSession((s) => s.role);
  const sysAdmin = isSysAdmin(role);
  const users = useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers(signal) });
  const [editing, setEditing] = useState<User | null>(null);
  const [creating, creation] = useDisclosure(false);
  const { t } = useTranslation('admin');

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t('users.title')}
        intro={t('users.intro')}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={creation.open}>
            {t('users.newUser')}
          </Button>
        }
      />

      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label={t('users.allUsers')}
      >
        <QueryView query={users} loading={t('users.loading')} failed={t('users.failed')}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState title={t('users.emptyTitle')}>{t('users.emptyText')}</EmptyState>
            ) : (
              <Stack gap={0} component="ul" className={classes.list}>
                {data.map((user) => (
                  <UserRow key={user.id} user={user} onEdit={setEditing} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Card>

      {sysAdmin && <OutboxCard />}
      {sysAdmin && <LiveQuarantineCard />}

      <NewPlatformUserDialog
        opened={creating}
        onClose={creation.close}
        canGrantSysAdmin={sysAdmin}
      />
      <EditPlatformUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        canGrantSysAdmin={sysAdmin}
      />
    </Stack>
  );
}
