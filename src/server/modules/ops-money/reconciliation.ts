import { randomUUID } from 'node:crypto';
import type { OpsMismatch, OpsReconciliationRun, OpsRunWithMismatches } from '#shared/contract/http/ops-money';
import { RECONCILIATION_RUNS_SHOWN } from '#shared/domain/ops-money';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { recordAudit } from '../ops/audit';
import type { OperatorCall } from './booking-actions';
import type { ReconciliationMismatchesTable, ReconciliationRunsTable } from './tables';

/** The provider whose payment events are reconciled (the test mode's top-ups have no events to match). */
export const RECONCILED_PROVIDER = 'razorpay';

const DAY_MS = 86_400_000;

/** The UTC day of a moment (YYYY-MM-DD), and a day's bounds as ISO times. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
export const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS).toISOString() };
};

type Found = Omit<ReconciliationMismatchesTable, 'id' | 'run_id'>;

/**
 * Matches one UTC day of Razorpay's payment events against the ledger's purchases (top-ups):
 * - each payment a captured event of the day names must have given its credits (a `topup` entry)
 *   and been captured for what the purchase charged (`payments.amount_minor`);
 * - each top-up of the day from Razorpay must have a captured event, whenever it came.
 * Events stored before their status was kept (null) are not read. Pure reading: nothing is written.
 */
export async function reconcileDay(db: Queryable, day: string): Promise<{ events: number; topups: number; found: Found[] }> {
  const { start, end } = dayBounds(day);
  const events = await db
    .selectFrom('payment_events as pe')
    .leftJoin('payments as p', 'p.id', 'pe.payment_id')
    .leftJoin('wallet_ledger as l', (j) => j.onRef('l.payment_id', '=', 'pe.payment_id').on('l.kind', '=', 'topup'))
    .select(['pe.payment_id', 'pe.amount_minor', 'pe.provider_payment_id', 'pe.received_at', 'p.user_id', 'p.amount_minor as expected_minor', 'l.id as topup_id', 'l.credits'])
    .where('pe.provider', '=', RECONCILED_PROVIDER)
    .where('pe.status', '=', 'paid')
    .where('pe.received_at', '>=', start)
    .where('pe.received_at', '<', end)
    .orderBy('pe.received_at')
    .execute();
  const found: Found[] = [];
  const seen = new Set<string>();
  for (const e of events) {
    if (seen.has(e.payment_id)) continue;
    const expected = e.expected_minor === null ? null : Number(e.expected_minor);
    const captured = e.amount_minor === null ? null : Number(e.amount_minor);
    const base = { payment_id: e.payment_id, provider_payment_id: e.provider_payment_id, user_id: e.user_id, expected_minor: expected, captured_minor: captured, at: e.received_at };
    if (e.topup_id === null) {
      seen.add(e.payment_id);
      found.push({ ...base, kind: 'captured_without_credits', credits: null });
    } else if (captured !== null && captured !== expected) {
      seen.add(e.payment_id);
      found.push({ ...base, kind: 'amount_differs', credits: Number(e.credits) });
    }
  }
  const topups = await db
    .selectFrom('wallet_ledger as l')
    .innerJoin('payments as p', 'p.id', 'l.payment_id')
    .select(['l.payment_id', 'l.user_id', 'l.credits', 'l.created_at', 'p.amount_minor', 'p.provider_payment_id'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('payment_events as pe').select('pe.event_id').whereRef('pe.payment_id', '=', 'l.payment_id').where('pe.status', '=', 'paid'))
        .as('captured'),
    )
    .where('l.kind', '=', 'topup')
    .where('p.provider', '=', RECONCILED_PROVIDER)
    .where('l.created_at', '>=', start)
    .where('l.created_at', '<', end)
    .orderBy('l.created_at')
    .execute();
  for (const t of topups) {
    if (t.payment_id === null || Boolean(Number(t.captured))) continue;
    found.push({
      kind: 'credits_without_capture',
      payment_id: t.payment_id,
      provider_payment_id: t.provider_payment_id,
      user_id: t.user_id,
      expected_minor: Number(t.amount_minor),
      captured_minor: null,
      credits: Number(t.credits),
      at: t.created_at,
    });
  }
  return { events: new Set(events.map((e) => e.payment_id)).size, topups: topups.length, found };
}

const toRun = (r: ReconciliationRunsTable): OpsReconciliationRun => ({
  id: r.id,
  day: r.day,
  trigger: r.trigger,
  operatorId: r.operator_id,
  eventsChecked: Number(r.events_checked),
  topupsChecked: Number(r.topups_checked),
  mismatches: Number(r.mismatches),
  at: r.created_at,
});

const toMismatch = (m: ReconciliationMismatchesTable): OpsMismatch => ({
  id: m.id,
  kind: m.kind,
  paymentId: m.payment_id,
  providerPaymentId: m.provider_payment_id,
  userId: m.user_id,
  expectedMinor: m.expected_minor === null ? null : Number(m.expected_minor),
  capturedMinor: m.captured_minor === null ? null : Number(m.captured_minor),
  credits: m.credits === null ? null : Number(m.credits),
  at: m.at,
});

export interface RunRequest {
  day: string;
  /** The job's run of a day is `job:<day>`: stored once however many runners reach it. */
  runKey: string;
  trigger: ReconciliationRunsTable['trigger'];
  /** An operator's "run now": who, and why (kept in the audit trail). */
  operator?: { call: OperatorCall; reason: string };
}

/**
 * Reconciles a day and stores the run with its mismatches (and an operator's audit row) in one
 * transaction. A run key stored already (the job's day run by another runner) keeps the first run.
 */
export async function runReconciliation(deps: AppDeps, request: RunRequest): Promise<OpsRunWithMismatches> {
  const now = deps.clock.now();
  const result = await reconcileDay(deps.db.kysely, request.day);
  const id = randomUUID();
  const stored = await deps.db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('reconciliation_runs')
      .values({
        id,
        run_key: request.runKey,
        day: request.day,
        trigger: request.trigger,
        operator_id: request.operator?.call.operatorId ?? null,
        events_checked: result.events,
        topups_checked: result.topups,
        mismatches: result.found.length,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('run_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    if (result.found.length > 0) await trx.insertInto('reconciliation_mismatches').values(result.found.map((f) => ({ ...f, id: randomUUID(), run_id: id }))).execute();
    if (request.operator) {
      const { call, reason } = request.operator;
      await recordAudit(trx, {
        operatorId: call.operatorId,
        role: call.role,
        action: 'reconciliation.run',
        target: { type: 'reconciliation_day', id: request.day },
        reason,
        before: null,
        after: { runId: id, eventsChecked: result.events, topupsChecked: result.topups, mismatches: result.found.length },
        ip: call.ip,
        requestId: call.requestId,
        at: now,
      });
    }
    return id;
  });
  const runId = stored ?? (await deps.db.kysely.selectFrom('reconciliation_runs').select('id').where('run_key', '=', request.runKey).executeTakeFirstOrThrow()).id;
  return runWithMismatches(deps.db.kysely, runId);
}

/** One run with what it found; 404 when there is none. */
export async function runWithMismatches(db: Queryable, runId: string): Promise<OpsRunWithMismatches> {
  const run = await db.selectFrom('reconciliation_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run) throw notFound('There is no reconciliation run with this id.');
  const found = await db.selectFrom('reconciliation_mismatches').selectAll().where('run_id', '=', runId).orderBy('at').orderBy('id').execute();
  return { ...toRun(run), found: found.map(toMismatch) };
}

/** The latest runs, newest first, and one run's mismatches (the newest's unless asked for another). */
export async function reconciliationPage(db: Queryable, runId: string | undefined): Promise<{ runs: OpsReconciliationRun[]; run: OpsRunWithMismatches | null }> {
  const runs = (await db.selectFrom('reconciliation_runs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECONCILIATION_RUNS_SHOWN).execute()).map(toRun);
  const shown = runId ?? runs[0]?.id;
  return { runs, run: shown === undefined ? null : await runWithMismatches(db, shown) };
}

/** The console home's figure: the last run's result, or null before the first. */
export async function lastReconciliation(db: Queryable): Promise<OpsReconciliationRun | null> {
  const run = await db.selectFrom('reconciliation_runs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return run ? toRun(run) : null;
}
