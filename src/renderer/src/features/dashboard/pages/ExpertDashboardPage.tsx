import { ExpertDashboard } from '../components/ExpertDashboard';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { dashboardPaths } from '../paths';
import { useTranslation } from 'react-i18next';

export default function ExpertDashboardPage() {
  const { t } = useTranslation(['dashboard']);
  return (
    <RequireExpertArea title={t('dashboard:dashboardTitle')} path={dashboardPaths.dashboard}>
      <ExpertDashboard />
    </RequireExpertArea>
  );
}
