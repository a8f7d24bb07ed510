import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSuspended } from '#server/modules/users/suspension';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { TEST_PASSWORD, createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

type Caller = { id: string; email: string; auth: Record<string, string> };
type Expert = Awaited<ReturnType<typeof createTestExpert>>;
interface Figures {
  list: number;
  summary: { average: number | null; count: number };
  expertList: number;
  publicGig: { rating: number | null; reviewCount: number };
  publicExpert: { rating: number | null; reviewCount: number };
  search: number;
}

describe(`reviews that count on ${testDbKind()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** A gig of a new expert, with its figures as every public read shows them. */
  async function market() {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const figures = async (): Promise<Figures> => {
      const list = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<{ reviews: unknown[]; summary: Figures['summary'] }>();
      const ofExpert = (await inject(t, 'GET', `/api/reviews/experts/${expert.userName}`, null)).json<{ reviews: unknown[] }>();
      const page = (await inject(t, 'GET', `/api/public/gigs/${gigId}`, null)).json<{
        gig: Figures['publicGig'];
        expert: Figures['publicExpert'];
      }>();
      const profile = (await inject(t, 'GET', `/api/public/experts/${expert.userName}`, null)).json<{ expert: Figures['publicExpert'] }>();
      const search = await t.db.kysely.selectFrom('gig_search').select('review_count').where('gig_id', '=', gigId).executeTakeFirstOrThrow();
      return {
        list: list.reviews.length,
        summary: list.summary,
        expertList: ofExpert.reviews.length,
        publicGig: { rating: page.gig.rating, reviewCount: page.gig.reviewCount },
        publicExpert: { rating: profile.expert.rating, reviewCount: profile.expert.reviewCount },
        search: Number(search.review_count),
      };
    };
    return { expert, gigId, figures };
  }

  /** A paid booking of the gig by the buyer, accepted and settled as completed. */
  async function completedBooking(buyer: Caller, expert: Expert, gigId: string): Promise<string> {
    t.clock.advance(4 * 3600_000);
    await topUp(t, buyer, 10);
    const b = await bookOk(t, buyer, gigId, { times: inHours(t, 30) });
    const accepted = await inject(t, 'POST', `/api/bookings/${b._id}/accept`, expert, { scheduledAt: b.proposedTimes[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The settlement's outcome (its rules are the sessions suite's): the session was held.
    await t.db.kysely.updateTable('bookings').set({ stage: 'completed' }).where('id', '=', b._id).execute();
    return b._id;
  }

  const postReview = (buyer: Caller, bookingId: string, rating = 5) =>
    inject(t, 'POST', `/api/bookings/${bookingId}/review`, buyer, { rating, text: 'A patient, clear session.' });

  const counted = (n: number, average: number | null): Partial<Figures> => ({
    list: n,
    summary: { average, count: n },
    expertList: n,
    publicGig: { rating: average, reviewCount: n },
    publicExpert: { rating: average, reviewCount: n },
    search: n,
  });

  it('counts a buyer once per booking: a second review of the same booking is refused, even at once', async () => {
    const { expert, gigId, figures } = await market();
    const buyer = await createTestUser(t);
    const first = await completedBooking(buyer, expert, gigId);
    const answers = await Promise.all([postReview(buyer, first, 5), postReview(buyer, first, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'REVIEW_EXISTS' });
    const again = await postReview(buyer, first, 1);
    expect(again.statusCode).toBe(409);
    const rows = await t.db.kysely.selectFrom('reviews').select('rating').where('booking_id', '=', first).execute();
    expect(rows).toHaveLength(1);
    const kept = rows[0]?.rating ?? 0;
    expect(await figures()).toMatchObject(counted(1, kept));

    // A second booking of the same expert is a second session: its review counts too.
    const second = await completedBooking(buyer, expert, gigId);
    expect((await postReview(buyer, second, 3)).statusCode).toBe(201);
    expect(await figures()).toMatchObject(counted(2, (kept + 3) / 2));
  });

  it('holds back the reviews of a suspended account, and counts them again when it is restored', async () => {
    const { expert, gigId, figures } = await market();
    const honest = await createTestUser(t);
    const suspended = await createTestUser(t);
    expect((await postReview(honest, await completedBooking(honest, expert, gigId), 4)).statusCode).toBe(201);
    expect((await postReview(suspended, await completedBooking(suspended, expert, gigId), 1)).statusCode).toBe(201);
    expect(await figures()).toMatchObject(counted(2, 2.5));

    await setSuspended(t.db.kysely, suspended.id, t.clock.now());
    expect(await figures()).toMatchObject(counted(1, 4));
    const held = await t.db.kysely.selectFrom('reviews').select('held_back').where('buyer_id', '=', suspended.id).executeTakeFirstOrThrow();
    expect(held.held_back).toBe('suspended');

    await setSuspended(t.db.kysely, suspended.id, null);
    expect(await figures()).toMatchObject(counted(2, 2.5));
  });

  it('holds back the reviews of a buyer who signed in on the expert’s device, before and after', async () => {
    const { expert, gigId, figures } = await market();
    const puppet = await createTestUser(t);
    const stranger = await createTestUser(t);
    expect((await postReview(puppet, await completedBooking(puppet, expert, gigId))).statusCode).toBe(201);
    expect((await postReview(stranger, await completedBooking(stranger, expert, gigId), 3)).statusCode).toBe(201);
    expect(await figures()).toMatchObject(counted(2, 4));

    const login = async (email: string, deviceToken?: string) => {
      const res = await inject(t, 'POST', '/api/users/login', null, {
        name: '',
        emailOrUsername: email,
        password: TEST_PASSWORD,
        ...(deviceToken ? { deviceToken } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ deviceToken: string }>().deviceToken;
    };
    const expertDevice = await login(expert.email);
    // The stranger signs in on a client of their own: nothing changes.
    await login(stranger.email, await login(stranger.email));
    expect(await figures()).toMatchObject(counted(2, 4));
    // The puppet signs in on the expert's client.
    await login(puppet.email, expertDevice);
    expect(await figures()).toMatchObject(counted(1, 3));

    // A later review by the puppet is held back as it is written.
    expect((await postReview(puppet, await completedBooking(puppet, expert, gigId))).statusCode).toBe(201);
    expect(await figures()).toMatchObject(counted(1, 3));
    const reasons = await t.db.kysely.selectFrom('reviews').select('held_back').where('buyer_id', '=', puppet.id).execute();
    expect(reasons.map((r) => r.held_back)).toEqual(['linked_device', 'linked_device']);
  });

  it('holds back the reviews of an account paid out to the same account as the expert', async () => {
    const { expert, gigId, figures } = await market();
    const puppet = await createTestExpert(t);
    const other = await createTestExpert(t);
    expect((await postReview(puppet, await completedBooking(puppet, expert, gigId))).statusCode).toBe(201);
    expect((await postReview(other, await completedBooking(other, expert, gigId), 2)).statusCode).toBe(201);
    const save = async (who: Caller, upiId: string) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/wallet/payout-account', headers: who.auth, payload: { method: 'upi', upiId } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save(other, 'someone.else@okaxis');
    await save(puppet, 'rita.reviewed@okhdfc');
    expect(await figures()).toMatchObject(counted(2, 3.5));
    // The expert saves the puppet's UPI id (whatever its case): the puppet's review is held back.
    await save(expert, 'Rita.Reviewed@okhdfc');
    expect(await figures()).toMatchObject(counted(1, 2));
    // The puppet moves to another account: the link is gone.
    await save(puppet, 'puppet.new@okicici');
    expect(await figures()).toMatchObject(counted(2, 3.5));
  });
});
