import type { ChartConfiguration } from 'chart.js';
import type { KeywordSeries } from '#shared/contract/http/ranking';
import { INTL_LOCALES } from '#i18n/format';
import type { AnalyticsTexts } from '#features/analytics/texts';

const COLORS = { blue: '#2563eb', green: '#16a34a', orange: '#ea580c', purple: '#7c3aed' };

export type TrendLabels = { impressions: string; clicks: string; bookings: string; clicksAndBookings: string; position: string };

/**
 * A search trend (impressions on the left axis, clicks and bookings on the right), as the analytics
 * page draws its traffic: a gig's over all its keywords, or one keyword's with the positions the
 * page recorded (a third axis, 1 at the top; a day not recorded or beyond the depth is a gap).
 */
export function trendChart(
  days: readonly string[],
  figures: Pick<KeywordSeries, 'impressions' | 'clicks' | 'bookings'>,
  positions: KeywordSeries['positions'] | null,
  T: AnalyticsTexts,
  labels: TrendLabels,
): ChartConfiguration<'line' | 'bar'> {
  const line = (label: string, data: Array<number | null>, color: string, yAxisID: string) => ({ label, data, borderColor: color, backgroundColor: color, yAxisID, pointRadius: 0 });
  const datasets = [
    line(labels.impressions, [...figures.impressions], COLORS.blue, 'y'),
    line(labels.clicks, [...figures.clicks], COLORS.green, 'y1'),
    line(labels.bookings, [...figures.bookings], COLORS.orange, 'y1'),
  ];
  if (positions) datasets.push({ ...line(labels.position, positions.map((p) => (typeof p === 'number' ? p : null)), COLORS.purple, 'y2'), pointRadius: 2 });
  return {
    type: 'line',
    data: { labels: days.map((day) => T.period(day, 'day')), datasets },
    options: {
      locale: INTL_LOCALES[T.language],
      plugins: { legend: { rtl: T.rtl }, tooltip: { rtl: T.rtl } },
      scales: {
        y: { beginAtZero: true, position: T.rtl ? 'right' : 'left', title: { display: true, text: labels.impressions } },
        y1: { beginAtZero: true, position: T.rtl ? 'left' : 'right', grid: { drawOnChartArea: false }, title: { display: true, text: labels.clicksAndBookings } },
        ...(positions ? { y2: { reverse: true, min: 1, position: T.rtl ? 'left' : 'right', grid: { drawOnChartArea: false }, title: { display: true, text: labels.position } } } : {}),
      },
    },
  };
}
