import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import {
  balanceOf,
  book,
  bookOk,
  eventsOf,
  inHours,
  inject,
  insertGig,
  ledgerOf,
  topUp,
  attendTogether,
} from './bookings-fixtures';

/**
 * Correctness under load: requests really run at once (app.inject in parallel; on
 * PostgreSQL over a pool of 20 connections), and the database decides who wins.
 */
describe(`bookings under concurrency on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t);
    gigId = await insertGig(t, expert, { credits: { basic: 10 } });
  });
  afterAll(async () => t.close());

  it('200 bookings at once against a wallet that pays for exactly 50: 50 succeed, balance 0, ledger sums match', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 500);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(t, buyer, gigId, { times: inHours(t, 24 + (i % 3)) })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 402)).toHaveLength(150);
    for (const r of results.filter((x) => x.statusCode === 402))
      expect(r.json().code).toBe('INSUFFICIENT_CREDITS');

    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 500 });
    const ledger = await ledgerOf(t, buyer.id);
    expect(ledger.sum).toBe(0);
    expect(ledger.byKind.topup).toEqual({ n: 1, total: 500 });
    expect(ledger.byKind.hold).toEqual({ n: 50, total: -500 });
    // Every booking has exactly its one hold, and every hold its booking.
    const bookings = await t.db.kysely
      .selectFrom('bookings')
      .select(['id', 'credits'])
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect(bookings).toHaveLength(50);
    const holds = await t.db.kysely
      .selectFrom('wallet_ledger')
      .select(['booking_id', 'credits'])
      .where('user_id', '=', buyer.id)
      .where('kind', '=', 'hold')
      .execute();
    expect(new Set(holds.map((h) => h.booking_id))).toEqual(new Set(bookings.map((b) => b.id)));
    expect(holds.every((h) => h.credits === -10)).toBe(true);
    const created = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.json().booking._id as string),
    );
    expect(created).toEqual(new Set(bookings.map((b) => b.id)));
  });

  it('100 accept / decline / cancel requests at once on one booking: exactly one wins, every time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await createTestUser(t);
      await topUp(t, buyer, 10);
      // A day apart per round: an earlier round's accepted session never overlaps.
      const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 30 + 24 * round, 40 + 24 * round) });
      const [first, second] = booking.proposedTimes;
      const url = (a: string) => `/api/bookings/${booking._id}/${a}`;
      const requests = Array.from({ length: 100 }, (_, i) => {
        switch (i % 4) {
          case 0:
            return inject(t, 'POST', url('accept'), expert, { scheduledAt: first });
          case 1:
            return inject(t, 'POST', url('accept'), expert, { scheduledAt: second });
          case 2:
            return inject(t, 'POST', url('decline'), expert, { reason: `busy ${i}` });
          default:
            return inject(t, 'POST', url('cancel'), buyer);
        }
      });
      const results = await Promise.all(requests);
      const events = (await eventsOf(t, booking._id)).filter((e) => e.from_stage !== null);
      expect(events).toHaveLength(1);
      const final = (await inject(t, 'GET', `/api/bookings/${booking._id}`, buyer)).json().booking;
      expect(final.stage).toBe(events[0]?.to_stage);
      // Every request either saw the winning transition (200, the same booking) or lost (409).
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      for (const w of winners) {
        expect(w.json().booking.stage).toBe(final.stage);
        expect(w.json().booking.scheduledAt).toBe(final.scheduledAt);
        expect(w.json().booking.declineReason).toBe(final.declineReason);
      }
      const ledger = await ledgerOf(t, buyer.id);
      if (final.stage === 'accepted') {
        expect(ledger.byKind.refund).toBeUndefined();
        expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 10 });
      } else {
        expect(['declined', 'cancelled']).toContain(final.stage);
        expect(ledger.byKind.refund).toEqual({ n: 1, total: 10 });
        expect(await balanceOf(t, buyer)).toMatchObject({ balance: 10, held: 0 });
      }
    }
  });

  it('50 completions at once release the credits once', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 1) });
    await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, {
      scheduledAt: booking.proposedTimes[0],
    });
    t.clock.advance(2 * 3600 * 1000);
    await attendTogether(t, booking._id);
    const before = (await ledgerOf(t, expert.id)).sum;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => inject(t, 'POST', `/api/bookings/${booking._id}/complete`, buyer, {})),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const releases = await t.db.kysely
      .selectFrom('wallet_ledger')
      .select(sql<number>`count(*)`.as('n'))
      .where('booking_id', '=', booking._id)
      .where('kind', '=', 'release')
      .executeTakeFirstOrThrow();
    expect(Number(releases.n)).toBe(1);
    expect((await ledgerOf(t, expert.id)).sum - before).toBe(10);
  });

  it('keeps the books balanced: credits bought = balances + credits held for open bookings', async () => {
    const totals = await t.db.kysely
      .selectFrom('wallet_ledger')
      .select([
        sql<number | string>`sum(case when kind = 'topup' then credits else 0 end)`.as('bought'),
        sql<number | string>`sum(credits)`.as('balances'),
      ])
      .executeTakeFirstOrThrow();
    const held = await t.db.kysely
      .selectFrom('bookings')
      .select(sql<number | string | null>`sum(credits)`.as('held'))
      .where('stage', 'in', ['requested', 'accepted'])
      .executeTakeFirstOrThrow();
    expect(Number(totals.bought)).toBe(Number(totals.balances) + Number(held.held ?? 0));
  });
});
