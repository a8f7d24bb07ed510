import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { REPLY_TEXT_REQUIRED_MESSAGE, REVIEWS_PAGE_SIZE } from '#shared/domain/review';
import { REPLY_EXISTS_MESSAGE, REVIEW_NOT_FOUND_MESSAGE } from '#shared/domain/review-answers';
import { HOUR, bookOk, inHours, inject, insertGig, topUp, confirmSession } from '../bookings/bookings-fixtures';

interface ListBody {
  summary: { average: number | null; count: number };
  breakdown: Array<{ stars: number; count: number }>;
  reviews: Array<{ _id: string; rating: number; text: string; buyerName: string; createdAt: string; reply: { text: string; createdAt: string } | null }>;
  page: number;
  pageCount: number;
}

/** The public review lists (newest first, paged, per-star breakdown) and the expert's one reply. */
describe(`review lists and replies on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  const ratings = [5, 4, 5, 3, 5, 1, 4];
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Lena Listed' });
    gigId = await insertGig(t, expert, { title: 'Figma auto layout, live', credits: { basic: 10 } });
    for (const [i, rating] of ratings.entries()) {
      t.clock.advance(2 * HOUR);
      const buyer = await createTestUser(t, { name: `Buyer ${i + 1}` });
      await topUp(t, buyer, 10);
      const b = await bookOk(t, buyer, gigId, { times: inHours(t, 1) });
      await inject(t, 'POST', `/api/bookings/${b._id}/accept`, expert, { scheduledAt: b.proposedTimes[0] });
      t.clock.advance(2 * HOUR);
      expect((await confirmSession(t, b._id, buyer)).statusCode).toBe(200);
      const r = await inject(t, 'POST', `/api/bookings/${b._id}/review`, buyer, { rating, text: `Review number ${i + 1}` });
      expect(r.statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('lists a gig’s reviews newest first, in pages, with the breakdown per star and the buyer’s name', async () => {
    const first = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<ListBody>();
    expect(first.summary).toEqual({ average: 3.9, count: 7 });
    expect(first.breakdown).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 2 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    expect(first.pageCount).toBe(Math.ceil(7 / REVIEWS_PAGE_SIZE));
    expect(first.reviews.map((r) => r.text)).toEqual(['Review number 7', 'Review number 6', 'Review number 5', 'Review number 4', 'Review number 3']);
    expect(first.reviews[0]).toMatchObject({ buyerName: 'Buyer 7.', rating: 4, reply: null });
    const second = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}?page=2`, null)).json<ListBody>();
    expect(second.page).toBe(2);
    expect(second.reviews.map((r) => r.text)).toEqual(['Review number 2', 'Review number 1']);
    const byExpert = (await inject(t, 'GET', `/api/reviews/experts/${expert.userName}?page=2`, null)).json<ListBody>();
    expect(byExpert.reviews.map((r) => r.text)).toEqual(['Review number 2', 'Review number 1']);
    expect((await inject(t, 'GET', `/api/reviews/gigs/${gigId}?page=0`, null)).statusCode).toBe(400);
  });

  it('lets the gig’s expert reply once, in public; nobody else', async () => {
    const list = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<ListBody>();
    const reviewId = list.reviews[0]?._id ?? '';
    const url = `/api/reviews/${reviewId}/reply`;
    expect((await inject(t, 'POST', url, null, { text: 'Thanks!' })).statusCode).toBe(401);
    const buyer = await createTestUser(t, { name: 'Nosy Buyer' });
    expect((await inject(t, 'POST', url, buyer, { text: 'Thanks!' })).statusCode).toBe(403);
    const other = await createTestExpert(t, { displayName: 'Otto Other' });
    const stranger = await inject(t, 'POST', url, other, { text: 'Thanks!' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(REVIEW_NOT_FOUND_MESSAGE);
    const empty = await inject(t, 'POST', url, expert, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(REPLY_TEXT_REQUIRED_MESSAGE);

    const ok = await inject(t, 'POST', url, expert, { text: 'Thank you, glad it helped!' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().review.reply).toEqual({ text: 'Thank you, glad it helped!', createdAt: t.clock.now().toISOString() });
    const again = await inject(t, 'POST', url, expert, { text: 'Edited' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPLY_EXISTS_MESSAGE);
    const after = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<ListBody>();
    expect(after.reviews[0]?.reply?.text).toBe('Thank you, glad it helped!');
  });
});
