import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../contract/http/analytics';
import { emptyCounts } from './analytics';
import { analyticsCsv } from './analytics-csv';

describe('analyticsCsv', () => {
  it('writes a header and one row per period, with derived rates', () => {
    const data: AnalyticsResponse = {
      range: '7d',
      gig: 'all',
      bucket: 'day',
      from: '2026-03-01',
      to: '2026-03-02',
      gigs: [],
      points: [
        { start: '2026-03-01', ...emptyCounts(), impressions: 100, gigViews: 10, requests: 2, accepted: 1, declined: 1, responses: 2, responseSeconds: 7200, reviews: 2, ratingSum: 9 },
        { start: '2026-03-02', ...emptyCounts() },
      ],
      totals: emptyCounts(),
      feesPaid: 0,
      fullHistory: false,
    };
    const lines = analyticsCsv(data).split('\r\n');
    expect(lines[0]).toBe(
      'period_start,impressions,gig_views,profile_views,contacts,booking_requests,accepted,declined,expired,completed,credits_earned,reviews,average_rating,acceptance_rate_percent,average_response_hours',
    );
    expect(lines[1]).toBe('2026-03-01,100,10,0,0,2,1,1,0,0,0,2,4.5,50,1');
    expect(lines[2]).toBe('2026-03-02,0,0,0,0,0,0,0,0,0,0,0,,,');
    expect(lines).toHaveLength(4);
  });
});
