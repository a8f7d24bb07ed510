import { lazy, Suspense } from 'react';
import { Page } from '#ui/Page';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { useTranslation } from 'react-i18next';
import { dashboardPaths } from '../paths';

/** The charts and Chart.js load with this page only: they are large. */
const AnalyticsView = lazy(() => import('#features/analytics/AnalyticsView'));

/** The expert's analytics: views, bookings, earnings, rating and responses over a chosen period. */
export default function ExpertAnalyticsPage() {
  const { t } = useTranslation(['dashboard']);
  return (
    <RequireExpertArea title={t('dashboard:analyticsTitle')} path={dashboardPaths.analytics}>
      <Page title={t('dashboard:analyticsTitle')} className="page an-page">
        <Suspense fallback={<p role="status">{t('dashboard:analyticsLoading')}</p>}>
          <AnalyticsView />
        </Suspense>
      </Page>
    </RequireExpertArea>
  );
}
