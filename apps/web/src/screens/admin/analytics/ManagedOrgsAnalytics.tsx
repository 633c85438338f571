// Analytics for an owner or administrator who is not a platform admin: the figures of the
// organisations they run, one at a time (a choice appears when there are several).
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../layout/Preloader.tsx';
import { useManagedOrgs } from '../../../session/abilities.ts';
import { PATHS } from '../../../session/paths.ts';
import { OrgFigures } from './OrgFigures.tsx';

export function ManagedOrgsAnalytics() {
  const { pending, orgs } = useManagedOrgs();
  const [chosen, setChosen] = useState<string | null>(null);
  const { t } = useTranslation('admin');
  if (pending) return <PageLoader />;
  // Nothing this user may open here: back to the organisations.
  if (orgs.length === 0) return <Navigate to={PATHS.orgs} replace />;
  const org = orgs.find((candidate) => String(candidate.id) === chosen) ?? orgs[0];
  if (!org) return null;
  return (
    <Stack gap="md">
      {orgs.length > 1 && (
        <Select
          label={t('analytics.organisation')}
          data={orgs.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          value={String(org.id)}
          onChange={setChosen}
          allowDeselect={false}
          maw={360}
        />
      )}
      <OrgFigures
        key={org.id}
        orgId={org.id}
        title={t('analytics.title')}
        intro={t('analytics.orgIntro', { name: org.name })}
      />
    </Stack>
  );
}
