import { derived, type AnalyticsCounts } from './analytics';

/** A period of the analytics answer (contract/http/analytics): its counts and the day it starts on. */
type Period = AnalyticsCounts & { start: string };

/** The CSV's columns: a header and how each point gives its value. */
const COLUMNS: ReadonlyArray<[string, (p: Period) => string | number]> = [
  ['period_start', (p) => p.start],
  ['impressions', (p) => p.impressions],
  ['gig_views', (p) => p.gigViews],
  ['profile_views', (p) => p.profileViews],
  ['contacts', (p) => p.contacts],
  ['booking_requests', (p) => p.requests],
  ['accepted', (p) => p.accepted],
  ['declined', (p) => p.declined],
  ['expired', (p) => p.expired],
  ['completed', (p) => p.completed],
  ['credits_earned', (p) => p.earnedCredits],
  ['reviews', (p) => p.reviews],
  ['average_rating', (p) => derived(p).averageRating ?? ''],
  ['acceptance_rate_percent', (p) => derived(p).acceptanceRate ?? ''],
  ['average_response_hours', (p) => derived(p).averageResponseHours ?? ''],
];

/** A field as RFC 4180 wants it; a text starting like a formula is defused for spreadsheets. */
const field = (v: string | number): string => {
  const s = typeof v === 'number' ? String(v) : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The analytics the page shows, as CSV (made in the client from the same answer the charts draw:
 * no second route to authorize, and the file is exactly what was on screen): one row per period,
 * a header row first, CRLF line ends.
 */
export function analyticsCsv(data: { points: readonly Period[] }): string {
  const rows = [COLUMNS.map(([h]) => h), ...data.points.map((p) => COLUMNS.map(([, get]) => field(get(p))))];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
