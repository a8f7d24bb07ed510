import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#ui/Page';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { dashboardPaths } from '../paths';

/** The charts and Chart.js load with this page only, as on the analytics page. */
const RankingView = lazy(() => import('#features/ranking/RankingView'));

/** The expert's ranking: the keywords that showed their gigs, positions today, and where a gig would rank. */
export default function ExpertRankingPage() {
  const { t } = useTranslation(['dashboard']);
  return (
    <RequireExpertArea title={t('dashboard:rankingTitle')} path={dashboardPaths.ranking}>
      <Page title={t('dashboard:rankingTitle')} className="page an-page">
        <Suspense fallback={<p role="status">{t('dashboard:rankingLoading')}</p>}>
          <RankingView />
        </Suspense>
      </Page>
    </RequireExpertArea>
  );
}
