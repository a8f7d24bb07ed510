import { Page } from '#ui/Page';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { DASHBOARD_TEXTS, dashboardPaths } from '../texts';

/** The analytics page shows its heading only (its content is not specified). */
export default function ExpertAnalyticsPage() {
  return (
    <RequireExpertArea title={DASHBOARD_TEXTS.analyticsTitle} path={dashboardPaths.analytics}>
      <Page title={DASHBOARD_TEXTS.analyticsTitle} />
    </RequireExpertArea>
  );
}
