import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { balanceOf, book, bookOk, eventsOf, inject, insertGig, ledgerOf, topUp } from './bookings-fixtures';

/**
 * One transaction per transition: when the database fails half-way (a trigger makes a later write
 * of the transaction fail, as a crash would), nothing of it remains — no hold without its booking,
 * no booking without its hold, no refund without its stage change.
 */
describe(`bookings are all-or-nothing on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t);
    gigId = await insertGig(t, expert, { credits: { basic: 10 } });
  });
  afterAll(async () => t.close());

  /** Makes every insert into `table` fail until the returned function is called. */
  async function failInserts(table: 'bookings' | 'booking_events'): Promise<() => Promise<void>> {
    const db = t.db.kysely;
    if (t.db.kind === 'sqlite') {
      await sql
        .raw(
          `CREATE TRIGGER crash_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`,
        )
        .execute(db);
      return async () => {
        await sql.raw(`DROP TRIGGER crash_${table}`).execute(db);
      };
    }
    await sql
      .raw(
        `CREATE FUNCTION crash_${table}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER crash_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION crash_${table}()`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`DROP TRIGGER crash_${table} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION crash_${table}()`).execute(db);
    };
  }

  it('a booking that fails after its hold leaves no hold behind', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const restore = await failInserts('bookings');
    try {
      const res = await book(t, buyer, gigId);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await restore();
    }
    expect(await ledgerOf(t, buyer.id)).toEqual({ sum: 10, byKind: { topup: { n: 1, total: 10 } } });
    expect(
      await t.db.kysely.selectFrom('bookings').select('id').where('buyer_id', '=', buyer.id).execute(),
    ).toEqual([]);
    // And the credits are still there to book with.
    expect((await book(t, buyer, gigId)).statusCode).toBe(201);
  });

  it('a booking whose first event cannot be written leaves neither booking nor hold', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const restore = await failInserts('booking_events');
    try {
      expect((await book(t, buyer, gigId)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await ledgerOf(t, buyer.id)).byKind.hold).toBeUndefined();
    expect(
      await t.db.kysely.selectFrom('bookings').select('id').where('buyer_id', '=', buyer.id).execute(),
    ).toEqual([]);
  });

  it('a decline that fails after its refund leaves the booking requested and the credits held', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId);
    const restore = await failInserts('booking_events');
    try {
      expect((await inject(t, 'POST', `/api/bookings/${booking._id}/decline`, expert)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const after = (await inject(t, 'GET', `/api/bookings/${booking._id}`, buyer)).json().booking;
    expect(after.stage).toBe('requested');
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toBeUndefined();
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 10 });
    expect(await eventsOf(t, booking._id)).toHaveLength(1);
    // Asked again once the database is well, it goes through once.
    expect((await inject(t, 'POST', `/api/bookings/${booking._id}/decline`, expert)).statusCode).toBe(200);
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toEqual({ n: 1, total: 10 });
  });
});
