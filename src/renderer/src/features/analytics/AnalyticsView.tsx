import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ANALYTICS_RANGES, FREE_ANALYTICS_RANGES, derived, type AnalyticsRange } from '#shared/domain/analytics';
import type { AnalyticsResponse } from '#shared/contract/http/analytics';
import { analyticsCsv } from '#shared/domain/analytics-csv';
import { AnalyticsCharts } from './AnalyticsCharts';
import { csvFileName, useAnalyticsTexts } from './texts';
import '#ui/forms.css';
import './analytics.css';

/** Saves the CSV of what is shown (made here from the same answer as the charts). */
function downloadCsv(data: AnalyticsResponse) {
  const url = URL.createObjectURL(new Blob([analyticsCsv(data)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(data.range);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Totals({ data }: { data: AnalyticsResponse }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const totals = data.totals;
  const d = derived(totals);
  const items: Array<[string, string]> = [
    [T.impressions, T.number(totals.impressions)],
    [T.gigViews, T.number(totals.gigViews)],
    [T.requests, T.number(totals.requests)],
    [t('analytics:totals.completed'), T.number(totals.completed)],
    [T.earned, T.credits(totals.earnedCredits)],
    [T.averageRating, d.averageRating === null ? T.none : T.number(d.averageRating)],
    [t('analytics:totals.acceptance'), d.acceptanceRate === null ? T.none : T.percent(d.acceptanceRate)],
    [t('analytics:totals.response'), d.averageResponseHours === null ? T.none : T.hours(d.averageResponseHours)],
    [t('analytics:totals.feesPaid'), T.credits(data.feesPaid)],
  ];
  return (
    <dl className="an-totals" aria-label={t('analytics:summary')}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The analytics page's body: period and gig pickers (12 months with Pro), totals with the fees paid, the charts and the CSV export. */
export default function AnalyticsView() {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [gig, setGig] = useState('all');
  const query = useQuery(['expertAnalytics', range, gig], (signal) => call('expertAnalytics', { query: { range, gig }, signal }));
  const { data, error, retry } = query;
  return (
    <>
      <div className="an-controls">
        <label>
          {t('analytics:rangeLabel')}
          <select value={range} onChange={(e) => setRange(e.target.value as AnalyticsRange)}>
            {ANALYTICS_RANGES.map((r) => {
              const proOnly = data?.fullHistory !== true && !FREE_ANALYTICS_RANGES.includes(r);
              return (
                <option key={r} value={r} disabled={proOnly}>
                  {proOnly ? t('analytics:range.proOnly', { range: T.ranges[r] }) : T.ranges[r]}
                </option>
              );
            })}
          </select>
        </label>
        <label>
          {t('analytics:gigLabel')}
          <select value={gig} onChange={(e) => setGig(e.target.value)}>
            <option value="all">{t('analytics:allGigs')}</option>
            {data?.gigs.map((g) => (
              <option key={g.id} value={g.id} dir="auto">
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn is-secondary" disabled={!data} onClick={() => data && downloadCsv(data)}>
          {t('analytics:exportCsv')}
        </button>
      </div>
      {data && !data.fullHistory ? (
        <p className="an-pro">
          <Link to="/pro">{t('analytics:proHistory')}</Link>
        </p>
      ) : null}
      {error && <RetryAlert message={t('analytics:loadFailed')} onRetry={retry} />}
      {!data && !error && <p role="status">{t('analytics:loading')}</p>}
      {data && (
        <div aria-busy={query.status === 'loading'} className={query.status === 'loading' ? 'an-loading' : undefined}>
          <Totals data={data} />
          <AnalyticsCharts data={data} />
        </div>
      )}
    </>
  );
}
