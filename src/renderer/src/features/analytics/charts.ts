import type { ChartConfiguration } from 'chart.js';
import { derived, type AnalyticsResponse } from '#shared/domain/analytics';
import { ANALYTICS_TEXTS as T } from './texts';

/** The analytics page's charts as Chart.js configurations, from the API's answer. */

const COLORS = { blue: '#2563eb', green: '#16a34a', orange: '#ea580c', purple: '#7c3aed', grey: '#64748b' };
type Config = ChartConfiguration<'line' | 'bar'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A bucket's label: "Mar 2026" for a month, "3 Mar" for a day or a week's first day. */
export function periodLabel(start: string, bucket: AnalyticsResponse['bucket']): string {
  const [y, m, d] = start.split('-').map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? '';
  return bucket === 'month' ? `${month} ${y}` : `${d} ${month}`;
}

const labelsOf = (data: AnalyticsResponse) => data.points.map((p) => periodLabel(p.start, data.bucket));

export function trafficChart(data: AnalyticsResponse): Config {
  return {
    type: 'line',
    data: {
      labels: labelsOf(data),
      datasets: [
        { label: T.impressions, data: data.points.map((p) => p.impressions), borderColor: COLORS.blue, backgroundColor: COLORS.blue, yAxisID: 'y' },
        { label: T.gigViews, data: data.points.map((p) => p.gigViews), borderColor: COLORS.green, backgroundColor: COLORS.green, yAxisID: 'y1' },
        { label: T.requests, data: data.points.map((p) => p.requests), borderColor: COLORS.orange, backgroundColor: COLORS.orange, yAxisID: 'y1' },
      ],
    },
    options: {
      scales: {
        y: { beginAtZero: true, position: 'left', title: { display: true, text: T.impressions } },
        y1: { beginAtZero: true, position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: `${T.gigViews}, ${T.requests}` } },
      },
    },
  };
}

/** The funnel's steps with the share of the step before. */
export function funnelSteps(data: AnalyticsResponse): Array<{ label: string; count: number; conversion: number | null }> {
  const t = data.totals;
  const steps: Array<[string, number]> = [
    [T.impressions, t.impressions],
    [T.gigViews, t.gigViews],
    [T.requests, t.requests],
    [T.completed, t.completed],
  ];
  return steps.map(([label, count], i) => {
    const before = steps[i - 1]?.[1];
    return { label, count, conversion: before === undefined ? null : before > 0 ? Math.round((count / before) * 1000) / 10 : null };
  });
}

export function funnelChart(data: AnalyticsResponse): Config {
  const steps = funnelSteps(data);
  return {
    type: 'bar',
    data: {
      labels: steps.map((s) => (s.conversion === null ? s.label : `${s.label} (${T.percent(s.conversion)})`)),
      datasets: [{ label: T.count, data: steps.map((s) => s.count), backgroundColor: [COLORS.blue, COLORS.green, COLORS.orange, COLORS.purple] }],
    },
    options: { indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { type: 'linear', beginAtZero: true } } },
  };
}

export function earningsChart(data: AnalyticsResponse): Config {
  return {
    type: 'bar',
    data: { labels: labelsOf(data), datasets: [{ label: T.earned, data: data.points.map((p) => p.earnedCredits), backgroundColor: COLORS.green }] },
    options: { scales: { y: { beginAtZero: true } } },
  };
}

export function ratingChart(data: AnalyticsResponse): Config {
  return {
    type: 'line',
    data: {
      labels: labelsOf(data),
      datasets: [{ label: T.averageRating, data: data.points.map((p) => derived(p).averageRating), borderColor: COLORS.orange, backgroundColor: COLORS.orange, spanGaps: true }],
    },
    options: { scales: { y: { min: 0, max: 5 } } },
  };
}

export function responseChart(data: AnalyticsResponse): Config {
  return {
    type: 'bar',
    data: {
      labels: labelsOf(data),
      datasets: [
        { type: 'bar', label: T.responseHours, data: data.points.map((p) => derived(p).averageResponseHours), backgroundColor: COLORS.purple, yAxisID: 'y' },
        { type: 'line', label: T.acceptanceRate, data: data.points.map((p) => derived(p).acceptanceRate), borderColor: COLORS.grey, backgroundColor: COLORS.grey, yAxisID: 'y1', spanGaps: true },
      ],
    },
    options: {
      scales: {
        y: { beginAtZero: true, position: 'left', title: { display: true, text: T.responseHours } },
        y1: { min: 0, max: 100, position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: T.acceptanceRate } },
      },
    },
  };
}
