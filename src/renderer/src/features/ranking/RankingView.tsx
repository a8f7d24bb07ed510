import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import type { RankingGig } from '#shared/contract/http/ranking';
import { ChartCanvas } from '#features/analytics/ChartCanvas';
import { DataTable } from '#features/analytics/DataTable';
import { useAnalyticsTexts } from '#features/analytics/texts';
import { KeywordTable } from './KeywordTable';
import { PositionCheck } from './PositionCheck';
import { trendChart } from './trend-chart';
import '#ui/forms.css';
import '#features/analytics/analytics.css';
import './ranking.css';

function GigRanking({ gig, depth }: { gig: RankingGig; depth: number }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const labels = useMemo(
    () => ({
      impressions: t('analytics:ranking.impressions'),
      clicks: t('analytics:ranking.clicks'),
      bookings: t('analytics:ranking.bookings'),
      clicksAndBookings: t('analytics:ranking.clicksAndBookings'),
    }),
    [t],
  );
  const config = useMemo(() => trendChart(gig, T, labels), [gig, T, labels]);
  const titleId = `rk-gig-${gig.id}`;
  return (
    <section className="an-card rk-gig" aria-labelledby={titleId} data-testid={`ranking-gig-${gig.id}`}>
      <h2 id={titleId} dir="auto">
        {gig.title}
      </h2>
      {!gig.listed && <p className="rk-note">{t('analytics:ranking.notListed')}</p>}
      {gig.keywords.length === 0 ? (
        <p>{t('analytics:ranking.noKeywords')}</p>
      ) : (
        <>
          <KeywordTable gig={gig} depth={depth} captionId={`${titleId}-keywords`} />
          <h3>{t('analytics:ranking.trend.title')}</h3>
          <ChartCanvas config={config} label={t('analytics:ranking.trend.chart')} testId={`ranking-trend-${gig.id}`} />
          <DataTable
            caption={t('analytics:ranking.trend.title')}
            headers={[T.bucketHeading.day, labels.impressions, labels.clicks, labels.bookings]}
            rows={gig.series.map((p) => [T.period(p.day, 'day'), T.number(p.impressions), T.number(p.clicks), T.number(p.bookings)])}
          />
        </>
      )}
    </section>
  );
}

/** The ranking page's body: "where would I rank", then each gig's keywords and trend. */
export default function RankingView() {
  const { t } = useTranslation(['analytics']);
  const { data, error, retry } = useQuery(['expertRanking'], (signal) => call('expertRanking', { signal }));
  if (error) return <RetryAlert message={t('analytics:ranking.loadFailed')} onRetry={retry} />;
  if (!data) return <p role="status">{t('analytics:ranking.loading')}</p>;
  if (data.gigs.length === 0) return <p>{t('analytics:ranking.noGigs')}</p>;
  return (
    <>
      <p className="rk-intro">{t('analytics:ranking.intro')}</p>
      <PositionCheck gigs={data.gigs.filter((g) => g.listed)} />
      <div className="rk-gigs">
        {data.gigs.map((g) => (
          <GigRanking key={g.id} gig={g} depth={data.depth} />
        ))}
      </div>
    </>
  );
}
