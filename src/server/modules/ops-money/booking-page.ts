import type { OpsBookingPage, OpsLedgerRow, OpsTimelineStep } from '#shared/contract/http/ops-money';
import { OPS_CANCELLABLE_STAGES, OPS_MONEY_MESSAGES, OPS_SETTLED_STAGES, type BookingActor } from '#shared/domain/ops-money';
import type { BookingStage } from '#shared/domain/booking';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';
import type { BookingEventsTable } from '../bookings/tables';

/** The timeline names a job what the events table calls the system. */
const actorOf = (actor: BookingEventsTable['actor']): BookingActor => (actor === 'system' ? 'job' : actor);

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The events in the order they happened: each starts where the one before ended (several may share a
 * moment, a request accepted in the same millisecond), the earliest first when the chain allows.
 */
function chained<E extends { from_stage: BookingStage | null; to_stage: BookingStage }>(events: readonly E[]): E[] {
  const rest = [...events];
  const ordered: E[] = [];
  let stage: BookingStage | null = null;
  while (rest.length > 0) {
    const next = rest.findIndex((e) => e.from_stage === stage);
    const [e] = rest.splice(next < 0 ? 0 : next, 1);
    if (!e) break;
    ordered.push(e);
    stage = e.to_stage;
  }
  return ordered;
}

/** The booking with both parties (the expert's account through their profile). */
async function bookingWithParties(db: Queryable, bookingId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('users as bu', 'bu.id', 'b.buyer_id')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .innerJoin('users as eu', 'eu.id', 'e.user_id')
    .selectAll('b')
    .select(['bu.name as buyer_name', 'bu.email as buyer_email', 'eu.id as expert_user_id', 'eu.name as expert_name', 'eu.email as expert_email'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * A booking as the console shows it: the booking and its parties, the timeline of every change of
 * stage with who made it (and an operator's reason), its dispute's opening and decision, each with
 * the ledger rows written at that moment (a step and its entries share their transaction's time);
 * rows no step explains are shown as steps of their own. 404 when there is no such booking.
 */
export async function opsBookingOf(db: Queryable, bookingId: string): Promise<OpsBookingPage> {
  const b = await bookingWithParties(db, bookingId);
  if (!b) throw notFound(OPS_MONEY_MESSAGES.bookingNotFound);
  const [events, entries, dispute] = await Promise.all([
    db
      .selectFrom('booking_events as ev')
      .leftJoin('users as u', 'u.id', 'ev.actor_user_id')
      .select(['ev.from_stage', 'ev.to_stage', 'ev.actor', 'ev.actor_user_id', 'ev.note', 'ev.created_at', 'u.name as actor_name'])
      .where('ev.booking_id', '=', bookingId)
      .orderBy('ev.created_at')
      .orderBy('ev.id')
      .execute(),
    // At one moment, what leaves a wallet before what arrives in the other.
    db.selectFrom('wallet_ledger').select(['id', 'user_id', 'kind', 'credits', 'created_at']).where('booking_id', '=', bookingId).orderBy('created_at').orderBy('credits').orderBy('id').execute(),
    db
      .selectFrom('disputes as d')
      .leftJoin('users as op', 'op.id', 'd.operator_id')
      .select(['d.id', 'd.stage', 'd.outcome', 'd.opened_by', 'd.created_at', 'd.decided_at', 'd.decided_by', 'd.operator_id', 'op.name as operator_name'])
      .where('d.booking_id', '=', bookingId)
      .executeTakeFirst(),
  ]);
  const sideOf = (userId: string): OpsLedgerRow['side'] => (userId === b.buyer_id ? 'buyer' : userId === b.expert_user_id ? 'expert' : 'other');
  const rows: OpsLedgerRow[] = entries.map((e) => ({ id: e.id, side: sideOf(e.user_id), userId: e.user_id, kind: e.kind, credits: Number(e.credits), at: e.created_at }));

  const steps: OpsTimelineStep[] = chained(events).map((ev) => ({
    at: ev.created_at,
    what: 'stage',
    from: ev.from_stage,
    to: ev.to_stage,
    actor: actorOf(ev.actor),
    actorId: ev.actor_user_id,
    actorName: ev.actor_name ?? null,
    note: ev.note,
    ledger: [],
  }));
  if (dispute) {
    const opener = dispute.opened_by === 'buyer' ? b.buyer_id : b.expert_user_id;
    steps.push({ at: dispute.created_at, what: 'dispute_opened', from: null, to: 'opened', actor: dispute.opened_by, actorId: opener, actorName: dispute.opened_by === 'buyer' ? b.buyer_name : b.expert_name, note: null, ledger: [] });
    if (dispute.decided_at)
      steps.push({
        at: dispute.decided_at,
        what: 'dispute_decided',
        from: null,
        to: dispute.outcome,
        actor: dispute.decided_by === 'support' ? 'operator' : 'job',
        actorId: dispute.operator_id,
        actorName: dispute.operator_name ?? null,
        note: dispute.decided_by,
        ledger: [],
      });
  }
  steps.sort((x, y) => x.at.localeCompare(y.at));
  for (const row of rows) {
    const step = steps.find((s) => s.at === row.at && s.what !== 'dispute_opened');
    if (step) step.ledger.push(row);
    else steps.push({ at: row.at, what: 'ledger', from: null, to: null, actor: null, actorId: null, actorName: null, note: null, ledger: [row] });
  }
  steps.sort((x, y) => x.at.localeCompare(y.at));

  const net = (side: 'buyer' | 'expert') => rows.filter((r) => r.side === side).reduce((sum, r) => sum + r.credits, 0);
  const stage: BookingStage = b.stage;
  return {
    booking: {
      id: b.id,
      stage,
      gigTitle: b.gig_title,
      packageTitle: b.package_title,
      credits: Number(b.credits),
      sessionTime: b.session_time,
      scheduledAt: b.scheduled_at,
      createdAt: b.created_at,
      updatedAt: b.updated_at,
      buyer: { id: b.buyer_id, name: b.buyer_name, email: b.buyer_email },
      expert: { id: b.expert_user_id, name: b.expert_name, email: b.expert_email },
    },
    dispute: dispute ? { id: dispute.id, stage: dispute.stage, outcome: dispute.outcome } : null,
    net: { buyer: net('buyer'), expert: net('expert') },
    timeline: steps,
    allows: { cancel: includes(OPS_CANCELLABLE_STAGES, stage), resettle: includes(OPS_SETTLED_STAGES, stage) && !dispute },
  };
}
