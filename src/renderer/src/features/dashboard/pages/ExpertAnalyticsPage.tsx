import { lazy, Suspense } from 'react';
import { Page } from '#ui/Page';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { DASHBOARD_TEXTS, dashboardPaths } from '../texts';
import { ANALYTICS_TEXTS } from '#features/analytics/texts';

/** The charts and Chart.js load with this page only (issue 18). */
const AnalyticsView = lazy(() => import('#features/analytics/AnalyticsView'));

/** The expert's analytics: views, bookings, earnings, rating and responses over a chosen period. */
export default function ExpertAnalyticsPage() {
  return (
    <RequireExpertArea title={DASHBOARD_TEXTS.analyticsTitle} path={dashboardPaths.analytics}>
      <Page title={DASHBOARD_TEXTS.analyticsTitle} className="page an-page">
        <Suspense fallback={<p role="status">{ANALYTICS_TEXTS.loading}</p>}>
          <AnalyticsView />
        </Suspense>
      </Page>
    </RequireExpertArea>
  );
}
