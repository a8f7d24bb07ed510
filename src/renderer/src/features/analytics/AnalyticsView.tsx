import { useState } from 'react';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { ANALYTICS_RANGES, derived, type AnalyticsRange, type AnalyticsResponse } from '#shared/domain/analytics';
import { analyticsCsv } from '#shared/domain/analytics-csv';
import { AnalyticsCharts } from './AnalyticsCharts';
import { ANALYTICS_TEXTS as T } from './texts';
import './analytics.css';

/** Saves the CSV of what is shown (made here from the same answer as the charts). */
function downloadCsv(data: AnalyticsResponse) {
  const url = URL.createObjectURL(new Blob([analyticsCsv(data)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = T.csvFileName(data.range);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Totals({ data }: { data: AnalyticsResponse }) {
  const t = data.totals;
  const d = derived(t);
  const items: Array<[string, string]> = [
    [T.totals.impressions, t.impressions.toLocaleString('en-IN')],
    [T.totals.views, t.gigViews.toLocaleString('en-IN')],
    [T.totals.requests, t.requests.toLocaleString('en-IN')],
    [T.totals.completed, t.completed.toLocaleString('en-IN')],
    [T.totals.earned, T.credits(t.earnedCredits)],
    [T.totals.rating, d.averageRating === null ? T.none : String(d.averageRating)],
    [T.totals.acceptance, d.acceptanceRate === null ? T.none : T.percent(d.acceptanceRate)],
    [T.totals.response, d.averageResponseHours === null ? T.none : T.hours(d.averageResponseHours)],
  ];
  return (
    <dl className="an-totals" aria-label={T.summary}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The analytics page's body: period and gig pickers, totals, the charts and the CSV export. */
export default function AnalyticsView() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [gig, setGig] = useState('all');
  const query = useQuery(['expertAnalytics', range, gig], (signal) => call('expertAnalytics', { query: { range, gig }, signal }));
  const { data, error, retry } = query;
  return (
    <>
      <div className="an-controls">
        <label>
          {T.rangeLabel}
          <select value={range} onChange={(e) => setRange(e.target.value as AnalyticsRange)}>
            {ANALYTICS_RANGES.map((r) => (
              <option key={r} value={r}>
                {T.ranges[r]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.gigLabel}
          <select value={gig} onChange={(e) => setGig(e.target.value)}>
            <option value="all">{T.allGigs}</option>
            {data?.gigs.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="search-button search-button-outline" disabled={!data} onClick={() => data && downloadCsv(data)}>
          {T.exportCsv}
        </button>
      </div>
      {error && <RetryAlert message={T.loadFailed} onRetry={retry} />}
      {!data && !error && <p role="status">{T.loading}</p>}
      {data && (
        <div aria-busy={query.status === 'loading'} className={query.status === 'loading' ? 'an-loading' : undefined}>
          <Totals data={data} />
          <AnalyticsCharts data={data} />
        </div>
      )}
    </>
  );
}
