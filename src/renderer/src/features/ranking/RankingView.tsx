import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import type { KeywordSeries, RankingGig } from '#shared/contract/http/ranking';
import { ChartCanvas } from '#features/analytics/ChartCanvas';
import { DataTable } from '#features/analytics/DataTable';
import { useAnalyticsTexts } from '#features/analytics/texts';
import { KeywordTable } from './KeywordTable';
import { PositionCheck } from './PositionCheck';
import { trendChart } from './trend-chart';
import '#ui/forms.css';
import '#features/analytics/analytics.css';
import './ranking.css';

/** A gig's trend over all its keywords, or over one the expert picks (with the positions recorded for it). */
function GigRanking({ gig, depth }: { gig: RankingGig; depth: number }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const [picked, setPicked] = useState('');
  const selectId = useId();
  const labels = useMemo(
    () => ({
      impressions: t('analytics:ranking.impressions'),
      clicks: t('analytics:ranking.clicks'),
      bookings: t('analytics:ranking.bookings'),
      clicksAndBookings: t('analytics:ranking.clicksAndBookings'),
      position: t('analytics:ranking.trend.position'),
    }),
    [t],
  );
  const keyword = gig.keywords.find((k) => k.keyword === picked) ?? null;
  const days = useMemo(() => gig.series.map((p) => p.day), [gig]);
  const figures = useMemo(
    () => keyword?.series ?? { impressions: gig.series.map((p) => p.impressions), clicks: gig.series.map((p) => p.clicks), bookings: gig.series.map((p) => p.bookings) },
    [gig, keyword],
  );
  const config = useMemo(() => trendChart(days, figures, keyword?.series.positions ?? null, T, labels), [days, figures, keyword, T, labels]);
  const positionText = (p: KeywordSeries['positions'][number]) =>
    p === null ? t('analytics:ranking.trend.notRecorded') : p === 'beyond' ? t('analytics:ranking.beyond', { depth: T.number(depth) }) : T.number(p);
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
          <div className="rk-trend-pick">
            <label htmlFor={selectId}>{t('analytics:ranking.trend.of')}</label>
            <select id={selectId} value={keyword?.keyword ?? ''} onChange={(e) => setPicked(e.target.value)} data-testid={`ranking-trend-keyword-${gig.id}`}>
              <option value="">{t('analytics:ranking.trend.all')}</option>
              {gig.keywords.map((k) => (
                <option key={k.keyword} value={k.keyword} dir="auto">
                  {k.keyword}
                </option>
              ))}
            </select>
          </div>
          <ChartCanvas
            config={config}
            label={keyword ? t('analytics:ranking.trend.keywordChart', { keyword: keyword.keyword }) : t('analytics:ranking.trend.chart')}
            testId={`ranking-trend-${gig.id}`}
          />
          <DataTable
            caption={keyword ? `${t('analytics:ranking.trend.title')}: ${keyword.keyword}` : t('analytics:ranking.trend.title')}
            headers={[T.bucketHeading.day, labels.impressions, labels.clicks, labels.bookings, ...(keyword ? [labels.position] : [])]}
            rows={days.map((day, i) => [
              T.period(day, 'day'),
              T.number(figures.impressions[i] ?? 0),
              T.number(figures.clicks[i] ?? 0),
              T.number(figures.bookings[i] ?? 0),
              ...(keyword ? [positionText(keyword.series.positions[i] ?? null)] : []),
            ])}
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
