import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { derived } from '#shared/domain/analytics';
import type { AnalyticsResponse } from '#shared/contract/http/analytics';
import { ChartCanvas } from './ChartCanvas';
import { earningsChart, funnelChart, funnelSteps, ratingChart, responseChart, trafficChart } from './charts';
import { DataTable } from './DataTable';
import { useAnalyticsTexts } from './texts';

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
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const orNone = (v: number | null, format: (n: number) => string = T.number) => (v === null ? T.none : format(v));
  const configs = useMemo(
    () => ({
      traffic: trafficChart(data, T),
      funnel: funnelChart(data, T),
      earnings: earningsChart(data, T),
      rating: ratingChart(data, T),
      response: responseChart(data, T),
    }),
    [data, T],
  );
  const period = (start: string) => T.period(start, data.bucket);
  const head = T.bucketHeading[data.bucket];
  return (
    <div className="an-grid">
      <ChartSection id="traffic" title={t('analytics:traffic.title')}>
        <ChartCanvas config={configs.traffic} label={t('analytics:traffic.chart')} testId="chart-traffic-canvas" />
        <DataTable
          caption={t('analytics:traffic.title')}
          headers={[head, T.impressions, T.gigViews, T.profileViews, T.contacts, T.requests]}
          rows={data.points.map((p) => [period(p.start), ...[p.impressions, p.gigViews, p.profileViews, p.contacts, p.requests].map(T.number)])}
        />
      </ChartSection>
      <ChartSection id="funnel" title={t('analytics:funnel.title')}>
        <ChartCanvas config={configs.funnel} label={t('analytics:funnel.chart')} testId="chart-funnel-canvas" />
        <DataTable
          caption={t('analytics:funnel.title')}
          headers={[t('analytics:step'), T.count, t('analytics:conversion')]}
          rows={funnelSteps(data, T).map((s) => [s.label, T.number(s.count), orNone(s.conversion, T.percent)])}
        />
      </ChartSection>
      <ChartSection id="earnings" title={t('analytics:earnings.title')}>
        <ChartCanvas config={configs.earnings} label={t('analytics:earnings.chart')} testId="chart-earnings-canvas" />
        <DataTable caption={t('analytics:earnings.title')} headers={[head, T.earned]} rows={data.points.map((p) => [period(p.start), T.number(p.earnedCredits)])} />
      </ChartSection>
      <ChartSection id="rating" title={t('analytics:rating.title')}>
        <ChartCanvas config={configs.rating} label={t('analytics:rating.chart')} testId="chart-rating-canvas" />
        <DataTable
          caption={t('analytics:rating.title')}
          headers={[head, T.averageRating, T.reviews]}
          rows={data.points.map((p) => [period(p.start), orNone(derived(p).averageRating), T.number(p.reviews)])}
        />
      </ChartSection>
      <ChartSection id="response" title={t('analytics:response.title')}>
        <ChartCanvas config={configs.response} label={t('analytics:response.chart')} testId="chart-response-canvas" />
        <DataTable
          caption={t('analytics:response.title')}
          headers={[head, T.responseHours, T.acceptanceRate, T.requests, T.accepted]}
          rows={data.points.map((p) => {
            const d = derived(p);
            return [period(p.start), orNone(d.averageResponseHours), orNone(d.acceptanceRate), T.number(p.requests), T.number(p.accepted)];
          })}
        />
      </ChartSection>
    </div>
  );
}
