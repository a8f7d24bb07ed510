import { METRIC_DIRECTION, type LevelMetric } from './levels';

/** Metrics measured as a share (0–1), shown as a percentage. */
const RATES: ReadonlySet<LevelMetric> = new Set(['responseRate', 'attendanceRate']);

/**
 * A metric's value as every page and email writes it, in a locale: a rate as a whole percentage, the
 * average rating with one decimal, a count as it is; nothing measured yet as an em dash.
 */
export function formatMetricValue(metric: LevelMetric, value: number | null, locale: string): string {
  if (value === null) return '—';
  if (RATES.has(metric)) return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (metric === 'averageRating') return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale).format(value);
}

/** A threshold with its direction, the same in every language: "≥ 5", "≥ 80 %", "≤ 2". */
export function formatThreshold(metric: LevelMetric, threshold: number, locale: string): string {
  return `${METRIC_DIRECTION[metric] === 'min' ? '≥' : '≤'} ${formatMetricValue(metric, threshold, locale)}`;
}
