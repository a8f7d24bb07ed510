import type { ChartConfiguration } from 'chart.js';
import type { RankingGig } from '#shared/contract/http/ranking';
import { INTL_LOCALES } from '#i18n/format';
import type { AnalyticsTexts } from '#features/analytics/texts';

const COLORS = { blue: '#2563eb', green: '#16a34a', orange: '#ea580c' };

/** A gig's search trend (impressions on the left axis, clicks and bookings on the right), as the analytics page draws its traffic. */
export function trendChart(
  gig: RankingGig,
  T: AnalyticsTexts,
  labels: { impressions: string; clicks: string; bookings: string; clicksAndBookings: string },
): ChartConfiguration<'line' | 'bar'> {
  return {
    type: 'line',
    data: {
      labels: gig.series.map((p) => T.period(p.day, 'day')),
      datasets: [
        { label: labels.impressions, data: gig.series.map((p) => p.impressions), borderColor: COLORS.blue, backgroundColor: COLORS.blue, yAxisID: 'y', pointRadius: 0 },
        { label: labels.clicks, data: gig.series.map((p) => p.clicks), borderColor: COLORS.green, backgroundColor: COLORS.green, yAxisID: 'y1', pointRadius: 0 },
        { label: labels.bookings, data: gig.series.map((p) => p.bookings), borderColor: COLORS.orange, backgroundColor: COLORS.orange, yAxisID: 'y1', pointRadius: 0 },
      ],
    },
    options: {
      locale: INTL_LOCALES[T.language],
      plugins: { legend: { rtl: T.rtl }, tooltip: { rtl: T.rtl } },
      scales: {
        y: { beginAtZero: true, position: T.rtl ? 'right' : 'left', title: { display: true, text: labels.impressions } },
        y1: { beginAtZero: true, position: T.rtl ? 'left' : 'right', grid: { drawOnChartArea: false }, title: { display: true, text: labels.clicksAndBookings } },
      },
    },
  };
}
