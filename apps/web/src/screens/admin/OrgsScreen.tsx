// Spec §2 "Organisations screen": the organisations the user may choose; choosing one makes it
// the current organisation and the AdminContext guard moves on (Dashboard or Designs).
import { Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isPlatformAdmin, type Org } from '@nibble/core';
import { IconBuildingStore, IconMapPin, IconPhone, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOrgs, orgsQueryKey } from '../../api/orgs.ts';
import { ScreenHeading } from '../../layout/ScreenHeading.tsx';
import { useSession } from '../../session/store.ts';
import { cityName, stateName } from './labels.ts';
import { NewOrganizationDialog } from './NewOrganizationDialog.tsx';
import classes from './OrgsScreen.module.css';
import { EmptyState, QueryView } from './QueryState.tsx';
import { StatusDot } from './StatusDot.tsx';

function OrgCard({ org, onChoose }: { org: Org; onChoose: (org: Org) => void }) {
  const { t } = useTranslation('admin');
  const place = [org.address, org.city && cityName(org.city, t), stateName(org.state, t)]
    .filter(Boolean)
    .join(', ');
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onChoose(org)}
      aria-label={t('orgs.choose', { name: org.name })}
    >
      <Paper withBorder radius="md" p="md" h="100%" className={classes.paper}>
        <Stack gap={8}>
          {/* The name wraps whole, never cut by the state word: that moves to the next line
              when both do not fit (a Malayalam state is about 1.4× the English). */}
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 10rem' }}>
              <IconBuildingStore size={20} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600} miw={0} style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
                {org.name}
              </Text>
            </Group>
            <StatusDot status={org.status} size="xs" />
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin
              size={16}
              stroke={1.6}
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {org.phone}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

export default function OrgsScreen() {
  const role = useSession((s) => s.role);
  const selectOrg = useSession((s) => s.selectOrg);
  const [dialogOpened, dialog] = useDisclosure(false);
  const orgs = useQuery({ queryKey: orgsQueryKey, queryFn: ({ signal }) => listOrgs(signal) });
  const canCreate = isPlatformAdmin(role);
  const { t } = useTranslation('admin');

  return (
    <Stack gap="lg">
      <ScreenHeading
        title={t('orgs.title')}
        intro={t('orgs.intro')}
        action={
          canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={dialog.open}>
              {t('orgs.newOrganization')}
            </Button>
          )
        }
      />

      <QueryView query={orgs} loading={t('orgs.loading')} failed={t('orgs.failed')}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('orgs.emptyTitle')}>
              {canCreate ? t('orgs.emptyCreate') : t('orgs.emptyAsk')}
            </EmptyState>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              className={classes.list}
              aria-label={t('orgs.listLabel')}
            >
              {data.map((org) => (
                <li key={org.id}>
                  <OrgCard org={org} onChoose={selectOrg} />
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>

      {canCreate && <NewOrganizationDialog opened={dialogOpened} onClose={dialog.close} />}
    </Stack>
  );
}
