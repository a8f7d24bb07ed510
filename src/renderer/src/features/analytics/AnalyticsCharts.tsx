import { useMemo, type ReactNode } from 'react';
import { derived, type AnalyticsResponse } from '#shared/domain/analytics';
import { ChartCanvas } from './ChartCanvas';
import { earningsChart, funnelChart, funnelSteps, periodLabel, ratingChart, responseChart, trafficChart } from './charts';
import { DataTable } from './DataTable';
import { ANALYTICS_TEXTS as T } from './texts';

const orNone = (v: number | null, format: (n: number) => string = String) => (v === null ? T.none : format(v));

function ChartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="an-card" aria-labelledby={id} data-testid={`chart-${id}`}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The five charts, each with its table. */
export function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const configs = useMemo(
    () => ({
      traffic: trafficChart(data),
      funnel: funnelChart(data),
      earnings: earningsChart(data),
      rating: ratingChart(data),
      response: responseChart(data),
    }),
    [data],
  );
  const period = (start: string) => periodLabel(start, data.bucket);
  const head = T.bucketHeading[data.bucket];
  return (
    <div className="an-grid">
      <ChartSection id="traffic" title={T.trafficTitle}>
        <ChartCanvas config={configs.traffic} label={T.trafficChart} testId="chart-traffic-canvas" />
        <DataTable
          caption={T.trafficTitle}
          headers={[head, T.impressions, T.gigViews, T.profileViews, T.contacts, T.requests]}
          rows={data.points.map((p) => [period(p.start), p.impressions, p.gigViews, p.profileViews, p.contacts, p.requests])}
        />
      </ChartSection>
      <ChartSection id="funnel" title={T.funnelTitle}>
        <ChartCanvas config={configs.funnel} label={T.funnelChart} testId="chart-funnel-canvas" />
        <DataTable
          caption={T.funnelTitle}
          headers={[T.step, T.count, T.conversion]}
          rows={funnelSteps(data).map((s) => [s.label, s.count, orNone(s.conversion, T.percent)])}
        />
      </ChartSection>
      <ChartSection id="earnings" title={T.earningsTitle}>
        <ChartCanvas config={configs.earnings} label={T.earningsChart} testId="chart-earnings-canvas" />
        <DataTable caption={T.earningsTitle} headers={[head, T.earned]} rows={data.points.map((p) => [period(p.start), p.earnedCredits])} />
      </ChartSection>
      <ChartSection id="rating" title={T.ratingTitle}>
        <ChartCanvas config={configs.rating} label={T.ratingChart} testId="chart-rating-canvas" />
        <DataTable
          caption={T.ratingTitle}
          headers={[head, T.averageRating, T.reviews]}
          rows={data.points.map((p) => [period(p.start), orNone(derived(p).averageRating), p.reviews])}
        />
      </ChartSection>
      <ChartSection id="response" title={T.responseTitle}>
        <ChartCanvas config={configs.response} label={T.responseChart} testId="chart-response-canvas" />
        <DataTable
          caption={T.responseTitle}
          headers={[head, T.responseHours, T.acceptanceRate, T.requests, T.accepted]}
          rows={data.points.map((p) => {
            const d = derived(p);
            return [period(p.start), orNone(d.averageResponseHours), orNone(d.acceptanceRate), p.requests, p.accepted];
          })}
        />
      </ChartSection>
    </div>
  );
}
