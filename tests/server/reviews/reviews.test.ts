import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { RATING_RANGE_MESSAGE, REVIEW_TEXT_REQUIRED_MESSAGE, REVIEW_TEXT_TOO_LONG_MESSAGE } from '#shared/domain/review';
import { REVIEW_EXISTS_MESSAGE, REVIEW_NOT_COMPLETED_MESSAGE } from '#shared/domain/review-answers';
import { ONLY_BUYER_MESSAGE } from '#shared/domain/booking-answers';
import { HOUR, bookOk, inHours, inject, insertGig, topUp, waitForMail, confirmSession } from '../bookings/bookings-fixtures';

type User = Awaited<ReturnType<typeof createTestUser>>;

describe(`reviews on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  let otherGigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Rita Reviewed' });
    gigId = await insertGig(t, expert, {
      title: 'Zanzibar quokka tutoring for Figma beginners',
      credits: { basic: 10 },
    });
    otherGigId = await insertGig(t, expert, {
      title: 'Another gig about Figma prototyping',
      credits: { basic: 10 },
    });
  });
  afterAll(async () => t.close());

  const review = (caller: { auth: Record<string, string> } | null, id: string, payload: object) =>
    inject(t, 'POST', `/api/bookings/${id}/review`, caller, payload);

  /** A booking of the gig by a new buyer, taken to the given stage. */
  async function bookingAt(
    stage: 'requested' | 'accepted' | 'declined' | 'completed',
    gig = gigId,
  ): Promise<{ buyer: User; id: string }> {
    // Past the previous booking's session, so the expert's sessions never overlap.
    t.clock.advance(2 * HOUR);
    const buyer = await createTestUser(t, { name: 'Rae Buyer' });
    await topUp(t, buyer, 10);
    const b = await bookOk(t, buyer, gig, { times: inHours(t, 1) });
    if (stage === 'declined') await inject(t, 'POST', `/api/bookings/${b._id}/decline`, expert);
    if (stage === 'accepted' || stage === 'completed') {
      await inject(t, 'POST', `/api/bookings/${b._id}/accept`, expert, { scheduledAt: b.proposedTimes[0] });
    }
    if (stage === 'completed') {
      t.clock.advance(2 * HOUR);
      const done = await confirmSession(t, b._id, buyer);
      expect(done.statusCode).toBe(200);
    }
    return { buyer, id: b._id };
  }

  it('only after the session is completed', async () => {
    for (const stage of ['requested', 'accepted', 'declined'] as const) {
      const { buyer, id } = await bookingAt(stage);
      const res = await review(buyer, id, { rating: 5, text: 'Great' });
      expect(res.statusCode, stage).toBe(409);
      expect(res.json().message).toBe(REVIEW_NOT_COMPLETED_MESSAGE);
    }
  });

  it('only by the buyer, once, with 1 to 5 stars and some text', async () => {
    const { buyer, id } = await bookingAt('completed');
    const asExpert = await review(expert, id, { rating: 5, text: 'I was great' });
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json().message).toBe(ONLY_BUYER_MESSAGE);
    expect((await review(await createTestUser(t), id, { rating: 5, text: 'x' })).statusCode).toBe(404);
    expect((await review(null, id, { rating: 5, text: 'x' })).statusCode).toBe(401);
    const invalid: Array<[object, string]> = [
      [{ rating: 0, text: 'ok' }, RATING_RANGE_MESSAGE],
      [{ rating: 6, text: 'ok' }, RATING_RANGE_MESSAGE],
      [{ rating: 4.5, text: 'ok' }, RATING_RANGE_MESSAGE],
      [{ text: 'ok' }, RATING_RANGE_MESSAGE],
      [{ rating: 4, text: '   ' }, REVIEW_TEXT_REQUIRED_MESSAGE],
      [{ rating: 4, text: 'x'.repeat(1001) }, REVIEW_TEXT_TOO_LONG_MESSAGE],
    ];
    for (const [payload, message] of invalid) {
      const res = await review(buyer, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await review(buyer, id, { rating: 4, text: '  Clear and patient.  ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Thank you for your review!',
      review: { rating: 4, text: 'Clear and patient.', buyerName: 'Rae B.' },
    });
    const twice = await review(buyer, id, { rating: 1, text: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_EXISTS_MESSAGE);
    const booking = (await inject(t, 'GET', `/api/bookings/${id}`, buyer)).json().booking;
    expect(booking.review).toMatchObject({ rating: 4, text: 'Clear and patient.' });
    const mail = await waitForMail(t, expert.email, /New 4-star review/);
    expect(mail.links).toContain(`http://localhost:5500/bookings/${id}`);
  });

  it('once even when sent many times at once', async () => {
    const { buyer, id } = await bookingAt('completed');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => review(buyer, id, { rating: 5, text: 'Superb' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('computes gig and expert ratings from the reviews, and search shows them', async () => {
    const { buyer, id } = await bookingAt('completed', otherGigId);
    await review(buyer, id, { rating: 2, text: 'Too fast for me' });
    // gigId has 4 and 5 from the tests above; otherGigId has 2.
    const gig = await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null);
    expect(gig.statusCode).toBe(200);
    expect(gig.json().summary).toEqual({ average: 4.5, count: 2 });
    expect(
      gig
        .json()
        .reviews.map((r: { rating: number }) => r.rating)
        .sort(),
    ).toEqual([4, 5]);
    const byExpert = await inject(t, 'GET', `/api/reviews/experts/${expert.userName}`, null);
    expect(byExpert.json().summary).toEqual({ average: 3.7, count: 3 });
    expect((await inject(t, 'GET', '/api/reviews/experts/nobody_here', null)).statusCode).toBe(404);
    expect((await inject(t, 'GET', '/api/reviews/gigs/unknown-gig', null)).json()).toEqual({
      summary: { average: null, count: 0 },
      breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      reviews: [],
      page: 1,
      pageCount: 1,
    });

    const search = await inject(t, 'GET', '/api/gigs/search?keyword=zanzibar%20quokka', null);
    expect(search.statusCode).toBe(200);
    const card = (
      search.json().items as Array<{ _id: string; rating: number | null; reviewCount: number }>
    ).find((c) => c._id === gigId);
    expect(card).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const atLeast4 = await inject(t, 'GET', '/api/gigs/search?keyword=figma&rating=4', null);
    const ids = (atLeast4.json().items as Array<{ _id: string }>).map((c) => c._id);
    expect(ids).toContain(gigId);
    expect(ids).not.toContain(otherGigId);
  });
});
