import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { statusOfStage } from '#shared/domain/booking';
import { TOO_EARLY_TO_COMPLETE_MESSAGE } from '#shared/domain/booking-answers';
import type { SettlementOutcome } from '#shared/domain/session-settlement';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { balanceOf, eventsOf, inject, insertGig, mailsTo, waitForMail } from '../bookings/bookings-fixtures';
import {
  MINUTE,
  acceptedBooking,
  attend,
  bookingLedger,
  jobsOf,
  openSameDb,
  runJobs,
  stageOf,
} from './sessions-fixtures';

type Expert = Awaited<ReturnType<typeof createTestExpert>>;
type Accepted = Awaited<ReturnType<typeof acceptedBooking>>;

/** Who attended, in minutes from the start (the room: −10 to +40); null: never seen leaving. */
interface Case {
  name: string;
  outcome: SettlementOutcome;
  money: 'refund' | 'release';
  subject: { buyer: RegExp; expert: RegExp };
  attendance: (t: TestApp, b: Accepted, expertUserId: string) => Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'both together for 20 minutes',
    outcome: 'completed',
    money: 'release',
    subject: { buyer: /How was your session/, expert: /Session completed/ },
    attendance: async (t, b, expertId) => {
      await attend(t, b, b.buyer.id, 0, 20);
      await attend(t, b, expertId, -5, null);
    },
  },
  {
    name: 'the expert never joined',
    outcome: 'expert_no_show',
    money: 'refund',
    subject: { buyer: /Session missed by the expert/, expert: /Session missed by the expert/ },
    attendance: async (t, b) => attend(t, b, b.buyer.id, -5, null),
  },
  {
    name: 'the buyer never joined, the expert waited 15 minutes',
    outcome: 'buyer_no_show',
    money: 'release',
    subject: { buyer: /Session missed by the buyer/, expert: /Session missed by the buyer/ },
    attendance: async (t, b, expertId) => attend(t, b, expertId, -2, 15),
  },
  {
    name: 'both came but were together 3 minutes only',
    outcome: 'not_held',
    money: 'refund',
    subject: { buyer: /Session not held/, expert: /Session not held/ },
    attendance: async (t, b, expertId) => {
      await attend(t, b, b.buyer.id, 25, 28);
      await attend(t, b, expertId, 0, 18);
      await attend(t, b, expertId, 27, 30);
    },
  },
];

describe(`session settlement on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Expert;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    gigId = await insertGig(t, expert, { credits: { basic: 10 } });
  });
  afterAll(async () => t.close());

  const accepted = (startInHours = 2) => acceptedBooking(t, expert, gigId, startInHours);

  it.each(CASES)('$name → $outcome, its credits moved once, both told', async (c) => {
    const b = await accepted();
    await c.attendance(t, b, expert.id);
    const released = async () =>
      (await inject(t, 'GET', '/api/wallet/earnings', expert)).json<{ released: number }>().released;
    const releasedBefore = await released();

    t.clock.set(new Date(b.window.closesAt.getTime() - 1));
    await runJobs(t);
    expect(await stageOf(t, b.booking._id)).toBe('accepted');

    t.clock.set(b.window.closesAt);
    await runJobs(t);
    expect(await stageOf(t, b.booking._id)).toBe(c.outcome);
    const seen = (await inject(t, 'GET', `/api/bookings/${b.booking._id}`, b.buyer)).json<{
      booking: { status: string };
    }>();
    expect(seen.booking.status).toBe(statusOfStage(c.outcome));

    const ledger = await bookingLedger(t, b.booking._id);
    const settledTo = c.money === 'refund' ? b.buyer.id : expert.id;
    expect(ledger).toEqual([
      { user_id: b.buyer.id, kind: 'hold', credits: -10 },
      { user_id: settledTo, kind: c.money, credits: 10 },
    ]);
    expect(ledger.reduce((s, e) => s + e.credits, 0)).toBe(0);
    expect(await balanceOf(t, b.buyer)).toEqual(
      expect.objectContaining({ balance: c.money === 'refund' ? 10 : 0, held: 0 }),
    );
    expect((await released()) - releasedBefore).toBe(c.money === 'release' ? 10 : 0);
    expect((await eventsOf(t, b.booking._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['accepted', 'expert'],
      [c.outcome, 'system'],
    ]);
    const toBuyer = await waitForMail(t, b.buyer.email, c.subject.buyer);
    expect(toBuyer.links).toContain(`http://localhost:5500/bookings/${b.booking._id}`);
    await waitForMail(t, expert.email, c.subject.expert);

    // Run again (and its job is done): nothing more moves, no more mail.
    await runJobs(t);
    expect(await bookingLedger(t, b.booking._id)).toHaveLength(2);
    expect(mailsTo(t, b.buyer.email).filter((m) => c.subject.buyer.test(m.subject))).toHaveLength(1);
    expect((await jobsOf(t, b.booking._id)).find((j) => j.kind === 'booking.settle')).toMatchObject({
      status: 'done',
      attempts: 1,
    });
  });

  it('settles each booking once under two runners at once (two API instances on one database)', async () => {
    const bookings: Array<{ b: Accepted; c: Case }> = [];
    for (let i = 0; i < 8; i += 1) {
      const c = CASES[i % CASES.length] as Case;
      // An hour apart: one expert's sessions never overlap.
      const b = await accepted(3 + i);
      await c.attendance(t, b, expert.id);
      bookings.push({ b, c });
    }
    const last = Math.max(...bookings.map(({ b }) => b.window.closesAt.getTime()));
    t.clock.set(new Date(last));
    const due = await t.db.kysely
      .selectFrom('jobs')
      .select('key')
      .where('status', '=', 'pending')
      .where('run_at', '<=', new Date(last).toISOString())
      .execute();
    // PostgreSQL: a second pool, as another instance has. SQLite: the one connection of the one
    // process that owns the file (a second in-process handle would wait on the first's lock).
    const second = testDbKind() === 'postgres' ? openSameDb(t) : t.db;
    try {
      const runners = [
        t.app.jobs.runner(),
        t.app.jobs.runner({ deps: { ...t.deps, db: second } }),
      ];
      const ran = await Promise.all(runners.map((r) => r.runDue()));
      expect(ran.reduce((sum, n) => sum + n, 0)).toBe(due.length);
    } finally {
      if (second !== t.db) await second.close();
    }
    for (const { b, c } of bookings) {
      expect(await stageOf(t, b.booking._id)).toBe(c.outcome);
      const entries = await bookingLedger(t, b.booking._id);
      expect(entries.map((e) => e.kind)).toEqual(['hold', c.money]);
      expect(entries.reduce((s, e) => s + e.credits, 0)).toBe(0);
      const events = await eventsOf(t, b.booking._id);
      expect(events.filter((e) => e.actor === 'system')).toHaveLength(1);
      // Its settlement and reminder ran once each, and the request's expiry (due at the session's
      // start) found it accepted.
      const ran = (await jobsOf(t, b.booking._id)).filter((j) => j.run_at <= new Date(last).toISOString());
      expect(ran.map((j) => [j.kind, j.status, j.attempts])).toEqual([
        ['booking.expire', 'done', 1],
        ['booking.remind-15m', 'done', 1],
        ['booking.settle', 'done', 1],
      ]);
      await waitForMail(t, b.buyer.email, c.subject.buyer);
      expect(mailsTo(t, b.buyer.email).filter((m) => c.subject.buyer.test(m.subject))).toHaveLength(1);
    }
  });

  it('lets the buyer confirm the session early, once both were in it together; the settlement then leaves it', async () => {
    const b = await accepted();
    const complete = () => inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, b.buyer, {});
    t.clock.set(new Date(b.window.startsAt.getTime() - MINUTE));
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TOO_EARLY_TO_COMPLETE_MESSAGE);

    // Together from the start for 3 minutes (less than the 5 that would complete it by attendance).
    await attend(t, b, b.buyer.id, 0, 3);
    await attend(t, b, expert.id, -1, 3);
    t.clock.set(new Date(b.window.startsAt.getTime() + 5 * MINUTE));
    const done = await complete();
    expect(done.statusCode).toBe(200);
    expect(done.json().booking).toMatchObject({
      stage: 'completed',
      status: 'Completed',
      settlement: { outcome: 'completed', rule: 'buyer_confirmed', togetherMs: 3 * MINUTE },
    });
    expect((await complete()).statusCode).toBe(200);
    expect((await eventsOf(t, b.booking._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['accepted', 'expert'],
      ['completed', 'buyer'],
    ]);
    expect((await waitForMail(t, expert.email, /Session completed/)).text).toContain('Bo Buyer');

    // Left to itself, 3 minutes together would not have been held. The buyer's word stands, once.
    t.clock.set(b.window.closesAt);
    await runJobs(t);
    expect(await stageOf(t, b.booking._id)).toBe('completed');
    expect((await bookingLedger(t, b.booking._id)).map((e) => [e.kind, e.user_id])).toEqual([
      ['hold', b.buyer.id],
      ['release', expert.id],
    ]);
  });

  it('settles after a restart: a new instance on the same database finds the job due and runs it by itself', async () => {
    const a = await createTestApp({ JOBS_POLL_INTERVAL_MS: '100' });
    try {
      const e = await createTestExpert(a);
      const gig = await insertGig(a, e, { credits: { basic: 10 } });
      const b = await acceptedBooking(a, e, gig, 2);
      await attend(a, b, e.id, -2, 15);
      // The instance goes away; the window closes while none runs.
      await a.app.close();
      a.clock.set(new Date(b.window.closesAt.getTime() + 30 * MINUTE));
      const db = openSameDb(a);
      const restarted = await buildApp({ ...a.deps, db });
      try {
        await restarted.listen({ port: 0, host: '127.0.0.1' });
        await expect.poll(() => stageOf(a, b.booking._id), { timeout: 20_000 }).toBe('buyer_no_show');
        await waitForMail(a, b.buyer.email, /Session missed by the buyer/);
        await waitForMail(a, e.email, /Session missed by the buyer/);
        expect((await bookingLedger(a, b.booking._id)).map((x) => [x.kind, x.credits])).toEqual([
          ['hold', -10],
          ['release', 10],
        ]);
      } finally {
        await restarted.close();
        await db.close();
      }
    } finally {
      await a.close();
    }
  });
});
