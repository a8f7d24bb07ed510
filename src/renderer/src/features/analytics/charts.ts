import type { ChartConfiguration } from 'chart.js';
import { derived } from '#shared/domain/analytics';
import type { AnalyticsResponse } from '#shared/contract/http/analytics';
import { INTL_LOCALES } from '#i18n/format';
import type { AnalyticsTexts } from './texts';

/** The analytics page's charts as Chart.js configurations, from the API's answer. */

const COLORS = { blue: '#2563eb', green: '#16a34a', orange: '#ea580c', purple: '#7c3aed', grey: '#64748b' };
type Config = ChartConfiguration<'line' | 'bar'>;

const labelsOf = (data: AnalyticsResponse, T: AnalyticsTexts) => data.points.map((p) => T.period(p.start, data.bucket));

/** The language's numbers and direction in the chart's axes, legend and tooltips. */
const localized = (T: AnalyticsTexts) => ({ locale: INTL_LOCALES[T.language], plugins: { legend: { rtl: T.rtl }, tooltip: { rtl: T.rtl } } });

export function trafficChart(data: AnalyticsResponse, T: AnalyticsTexts): Config {
  return {
    type: 'line',
    data: {
      labels: labelsOf(data, T),
      datasets: [
        { label: T.impressions, data: data.points.map((p) => p.impressions), borderColor: COLORS.blue, backgroundColor: COLORS.blue, yAxisID: 'y' },
        { label: T.gigViews, data: data.points.map((p) => p.gigViews), borderColor: COLORS.green, backgroundColor: COLORS.green, yAxisID: 'y1' },
        { label: T.requests, data: data.points.map((p) => p.requests), borderColor: COLORS.orange, backgroundColor: COLORS.orange, yAxisID: 'y1' },
      ],
    },
    options: {
      ...localized(T),
      scales: {
        y: { beginAtZero: true, position: T.rtl ? 'right' : 'left', title: { display: true, text: T.impressions } },
        y1: { beginAtZero: true, position: T.rtl ? 'left' : 'right', grid: { drawOnChartArea: false }, title: { display: true, text: T.viewsAndRequests } },
      },
    },
  };
}

/** The funnel's steps with the share of the step before. */
export function funnelSteps(data: AnalyticsResponse, T: AnalyticsTexts): Array<{ label: string; count: number; conversion: number | null }> {
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

export function funnelChart(data: AnalyticsResponse, T: AnalyticsTexts): Config {
  const steps = funnelSteps(data, T);
  return {
    type: 'bar',
    data: {
      labels: steps.map((s) => (s.conversion === null ? s.label : T.stepWithConversion(s.label, s.conversion))),
      datasets: [{ label: T.count, data: steps.map((s) => s.count), backgroundColor: [COLORS.blue, COLORS.green, COLORS.orange, COLORS.purple] }],
    },
    options: { ...localized(T), indexAxis: 'y', plugins: { legend: { display: false }, tooltip: { rtl: T.rtl } }, scales: { x: { type: 'linear', beginAtZero: true, reverse: T.rtl } } },
  };
}

export function earningsChart(data: AnalyticsResponse, T: AnalyticsTexts): Config {
  return {
    type: 'bar',
    data: { labels: labelsOf(data, T), datasets: [{ label: T.earned, data: data.points.map((p) => p.earnedCredits), backgroundColor: COLORS.green }] },
    options: { ...localized(T), scales: { y: { beginAtZero: true } } },
  };
}

export function ratingChart(data: AnalyticsResponse, T: AnalyticsTexts): Config {
  return {
    type: 'line',
    data: {
      labels: labelsOf(data, T),
      datasets: [{ label: T.averageRating, data: data.points.map((p) => derived(p).averageRating), borderColor: COLORS.orange, backgroundColor: COLORS.orange, spanGaps: true }],
    },
    options: { ...localized(T), scales: { y: { min: 0, max: 5 } } },
  };
}

export function responseChart(data: AnalyticsResponse, T: AnalyticsTexts): Config {
  return {
    type: 'bar',
    data: {
      labels: labelsOf(data, T),
      datasets: [
        { type: 'bar', label: T.responseHours, data: data.points.map((p) => derived(p).averageResponseHours), backgroundColor: COLORS.purple, yAxisID: 'y' },
        { type: 'line', label: T.acceptanceRate, data: data.points.map((p) => derived(p).acceptanceRate), borderColor: COLORS.grey, backgroundColor: COLORS.grey, yAxisID: 'y1', spanGaps: true },
      ],
    },
    options: {
      ...localized(T),
      scales: {
        y: { beginAtZero: true, position: T.rtl ? 'right' : 'left', title: { display: true, text: T.responseHours } },
        y1: { min: 0, max: 100, position: T.rtl ? 'left' : 'right', grid: { drawOnChartArea: false }, title: { display: true, text: T.acceptanceRate } },
      },
    },
  };
}
