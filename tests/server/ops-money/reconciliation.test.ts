import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import { RECONCILIATION_JOB, scheduleReconciliation } from '#server/modules/ops-money/reconciliation-jobs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { openSameDb } from '../sessions/sessions-fixtures';
import { consoleCall, steppedUp } from './money-fixtures';

type Account = Awaited<ReturnType<typeof steppedUp>>;

/** One purchase as the wallet and Razorpay leave it: the payment, its top-up (or none) and its events. */
interface Purchase {
  credits: number;
  provider?: string;
  /** Paise captured by the provider's event; null: no captured event at all. */
  captured: number | null;
  /** Whether the ledger gave the credits. */
  topup: boolean;
}

/**
 * The daily reconciliation of Razorpay's payment events against the ledger's top-ups: a clean day
 * has no mismatch; each kind planted in the real payment_events table is found with its figures;
 * the daily job runs once across two runners and schedules the next day; finance's "run now" is
 * audited; the console home shows the last run to the roles that may see it.
 */
describe(`the daily reconciliation on ${testDbKind()}`, () => {
  let t: TestApp;
  let finance: Account;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await steppedUp(t, ['finance']);
  });
  afterAll(async () => t.close());

  /** Plants a purchase at the clock's now; answers our payment id. */
  async function plant(p: Purchase): Promise<string> {
    const user = await createTestUser(t);
    const now = t.clock.now().toISOString();
    const id = randomUUID();
    const db = t.db.kysely;
    const provider = p.provider ?? 'razorpay';
    await db
      .insertInto('payments')
      .values({ id, user_id: user.id, provider, provider_ref: `order_${id}`, credits: p.credits, amount_minor: p.credits * 1000, currency: 'INR', status: 'paid', request_id: null, provider_payment_id: `pay_${id}`, created_at: now, updated_at: now })
      .execute();
    if (p.topup) {
      await db.insertInto('wallets').values({ user_id: user.id, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      await db
        .insertInto('wallet_ledger')
        .values({ id: randomUUID(), user_id: user.id, kind: 'topup', credits: p.credits, booking_id: null, payment_id: id, payout_id: null, description: '', note_json: null, created_at: now })
        .execute();
    }
    // A failed attempt before the capture never counts.
    await db.insertInto('payment_events').values({ provider, event_id: `evt_failed_${id}`, payment_id: id, received_at: now, status: 'failed', amount_minor: p.credits * 1000, currency: 'INR', provider_payment_id: `pay_x_${id}` }).execute();
    if (p.captured !== null)
      await db.insertInto('payment_events').values({ provider, event_id: `evt_${id}`, payment_id: id, received_at: now, status: 'paid', amount_minor: p.captured, currency: 'INR', provider_payment_id: `pay_${id}` }).execute();
    return id;
  }

  const runNow = (body: object) => consoleCall(t, finance, 'opsReconciliationRun', '/api/ops/reconciliation/run', body);

  it('finds nothing on a clean day (test-mode top-ups and failed attempts left out), and audits the run', async () => {
    for (const credits of [50, 120, 300]) await plant({ credits, captured: credits * 1000, topup: true });
    await plant({ credits: 10, provider: 'test', captured: null, topup: true });
    const res = await runNow({ day: '2026-03-01', reason: 'First look after the launch' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ day: '2026-03-01', trigger: 'operator', operatorId: finance.id, eventsChecked: 3, topupsChecked: 3, mismatches: 0, found: [] });
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'reconciliation.run').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: finance.id, role: 'finance', target_type: 'reconciliation_day', target_id: '2026-03-01' });
  });

  it('runs the day once across two runners once it is over, and schedules the next day', async () => {
    // As the app does when it starts listening; a second start schedules nothing more.
    await scheduleReconciliation(t.db.kysely, t.clock.now());
    await scheduleReconciliation(t.db.kysely, t.clock.now());
    const due = await t.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', RECONCILIATION_JOB).execute();
    expect(due.map((j) => [j.key, j.run_at])).toEqual([['2026-03-01', '2026-03-02T00:30:00.000Z']]);
    // Not due before the day is over and late webhooks are in.
    t.clock.set(new Date('2026-03-02T00:10:00Z'));
    expect(await t.app.jobs.runner().runDue()).toBe(0);
    t.clock.set(new Date('2026-03-02T00:31:00Z'));
    const second = testDbKind() === 'postgres' ? openSameDb(t) : t.db;
    try {
      const ran = await Promise.all([t.app.jobs.runner(), t.app.jobs.runner({ deps: { ...t.deps, db: second } })].map((r) => r.runDue()));
      expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    } finally {
      if (second !== t.db) await second.close();
    }
    const runs = await t.db.kysely.selectFrom('reconciliation_runs').selectAll().where('trigger', '=', 'job').execute();
    expect(runs.map((r) => [r.run_key, r.day, Number(r.mismatches), Number(r.events_checked)])).toEqual([['job:2026-03-01', '2026-03-01', 0, 3]]);
    const jobs = await t.db.kysely.selectFrom('jobs').select(['key', 'status', 'run_at']).where('kind', '=', RECONCILIATION_JOB).orderBy('key').execute();
    expect(jobs).toEqual([
      { key: '2026-03-01', status: 'done', run_at: expect.any(String) },
      { key: '2026-03-02', status: 'pending', run_at: '2026-03-03T00:30:00.000Z' },
    ]);
  });

  it('finds each kind of mismatch with its figures', async () => {
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
    const clean = await plant({ credits: 40, captured: 40_000, topup: true });
    const noCredits = await plant({ credits: 70, captured: 70_000, topup: false });
    const noCapture = await plant({ credits: 25, captured: null, topup: true });
    const differs = await plant({ credits: 90, captured: 9_000, topup: true });
    const res = await runNow({ reason: 'A buyer wrote that credits are missing' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ day: '2026-03-02', eventsChecked: 3, topupsChecked: 3, mismatches: 3 });
    const found = Object.fromEntries(res.body.found.map((m) => [m.paymentId, m]));
    expect(found[clean]).toBeUndefined();
    expect(found[noCredits]).toMatchObject({ kind: 'captured_without_credits', expectedMinor: 70_000, capturedMinor: 70_000, credits: null, providerPaymentId: `pay_${noCredits}` });
    expect(found[noCapture]).toMatchObject({ kind: 'credits_without_capture', expectedMinor: 25_000, capturedMinor: null, credits: 25 });
    expect(found[differs]).toMatchObject({ kind: 'amount_differs', expectedMinor: 90_000, capturedMinor: 9_000, credits: 90 });

    // The reconciliation page lists the runs newest first and shows this one's mismatches.
    const page = await consoleCall(t, finance, 'opsReconciliation', '/api/ops/reconciliation');
    expect(page.body.runs.map((r) => [r.day, r.trigger, r.mismatches])).toEqual([
      ['2026-03-02', 'operator', 3],
      ['2026-03-01', 'job', 0],
      ['2026-03-01', 'operator', 0],
    ]);
    expect(page.body.run?.found).toHaveLength(3);

    // The home shows the last run to finance and viewers, and not to support.
    const home = await consoleCall(t, finance, 'opsHome', '/api/ops/home');
    expect(home.body.reconciliation?.last).toMatchObject({ id: res.body.id, mismatches: 3, day: '2026-03-02' });
    const support = await steppedUp(t, ['support']);
    expect((await consoleCall(t, support, 'opsHome', '/api/ops/home')).body.reconciliation).toBeNull();
  });

  it('refuses a day not begun yet and a day that is no date (400), and stores nothing', async () => {
    const before = (await t.db.kysely.selectFrom('reconciliation_runs').select('id').execute()).length;
    const future = await runNow({ day: '2026-03-05', reason: 'Looking ahead' });
    expect(future).toMatchObject({ status: 400, body: { fields: { day: OPS_MONEY_MESSAGES.day } } });
    const bad = await runNow({ day: '2 March', reason: 'Looking ahead' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(OPS_MONEY_MESSAGES.day);
    expect((await t.db.kysely.selectFrom('reconciliation_runs').select('id').execute()).length).toBe(before);
  });
});
