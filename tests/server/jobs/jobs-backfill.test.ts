import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { migrateToLatest } from '#server/db/migrate';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { bookOk, inHours, insertGig, topUp } from '../bookings/bookings-fixtures';
import { acceptedBooking, attend, jobsOf, runJobs, stageOf } from '../sessions/sessions-fixtures';

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe(`jobs of bookings made before the jobs table, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are scheduled by the migration: open requests expire, accepted bookings settle once their window closed', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const waiting = await bookOk(t, buyer, gigId, { times: inHours(t, 100) });
    const held = await acceptedBooking(t, expert, gigId, 2);
    await attend(t, held, expert.id, 0, 20);
    // As a database was before migration 0701: the same bookings, no jobs table.
    const migrator = new Migrator({ db: t.db.kysely, provider });
    expect((await migrator.migrateTo('0700_session_attendance')).error).toBeUndefined();
    expect((await migrateToLatest(t.db.kysely))[0]).toBe('0701_jobs');

    expect((await jobsOf(t, waiting._id)).map((j) => [j.kind, j.run_at])).toEqual([
      ['booking.expire', waiting.expiresAt],
    ]);
    const settle = (await jobsOf(t, held.booking._id)).map((j) => [j.kind, j.run_at]);
    expect(settle).toEqual([['booking.settle', held.window.startsAt.toISOString()]]);

    // Due at the start, the settlement waits for the window's close.
    t.clock.set(held.window.startsAt);
    await runJobs(t);
    expect(await stageOf(t, held.booking._id)).toBe('accepted');
    expect(await jobsOf(t, held.booking._id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, run_at: held.window.closesAt.toISOString() }),
    ]);
    t.clock.set(held.window.closesAt);
    await runJobs(t);
    expect(await stageOf(t, held.booking._id)).toBe('buyer_no_show');

    t.clock.set(new Date(waiting.expiresAt));
    await runJobs(t);
    expect(await stageOf(t, waiting._id)).toBe('expired');
  });
});
