import { ExpertDashboard } from '../components/ExpertDashboard';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { DASHBOARD_TEXTS, dashboardPaths } from '../texts';

export default function ExpertDashboardPage() {
  return (
    <RequireExpertArea title={DASHBOARD_TEXTS.dashboardTitle} path={dashboardPaths.dashboard}>
      <ExpertDashboard />
    </RequireExpertArea>
  );
}
