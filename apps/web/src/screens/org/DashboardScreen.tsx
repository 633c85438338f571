// Spec §2 Dashboard (flag org_dashboard): the chosen organisation's real figures — designs by
// publication state, active publications, and views and scans per day. The figures are for
// those who run the organisation; everyone else goes on to Designs.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMayManageOrg } from '../../session/abilities.ts';
import { PATHS } from '../../session/paths.ts';
import { useSession } from '../../session/store.ts';
import { OrgFigures } from '../admin/analytics/OrgFigures.tsx';

export default function DashboardScreen() {
  const org = useSession((s) => s.org);
  const manages = useMayManageOrg();
  const { t } = useTranslation('dashboard');
  if (!manages) return <Navigate to={PATHS.designs} replace />;
  return (
    <OrgFigures
      orgId={org?.orgId ?? 0}
      title={t('orgDashboard.title')}
      intro={org ? t('orgDashboard.intro', { name: org.orgName }) : t('orgDashboard.introUnnamed')}
    />
  );
}
