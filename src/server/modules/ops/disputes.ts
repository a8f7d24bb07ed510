import type { OpsDispute, OpsDisputeRow } from '#shared/contract/http/ops-disputes';
import { DISPUTE_MESSAGES } from '#shared/domain/dispute';
import { OPS_DISPUTES_PAGE_SIZE } from '#shared/domain/ops-console';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';
import { deadlineOf, postsOf } from '../disputes/repo';
import type { DisputesTable } from '../disputes/tables';

/** The stages support still has to act on. */
const UNDECIDED = ['opened', 'awaiting_decision'] as const;

/** A dispute's row with its booking and both parties' names (the expert's through their profile). */
const withParties = (db: Queryable) =>
  db
    .selectFrom('disputes as d')
    .innerJoin('bookings as b', 'b.id', 'd.booking_id')
    .innerJoin('users as bu', 'bu.id', 'b.buyer_id')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .innerJoin('users as eu', 'eu.id', 'e.user_id')
    .selectAll('d')
    .select([
      'b.gig_title',
      'b.stage as booking_stage',
      'b.scheduled_at',
      'b.session_time',
      'bu.id as buyer_id',
      'bu.name as buyer_name',
      'bu.email as buyer_email',
      'eu.id as expert_user_id',
      'eu.name as expert_name',
      'eu.email as expert_email',
    ]);

type Joined = DisputesTable & {
  gig_title: string;
  buyer_id: string;
  buyer_name: string;
  buyer_email: string;
  expert_user_id: string;
  expert_name: string;
  expert_email: string;
};

const toRow = (d: Joined): OpsDisputeRow => ({
  id: d.id,
  bookingId: d.booking_id,
  gigTitle: d.gig_title,
  stage: d.stage,
  openedBy: d.opened_by,
  reason: d.reason,
  credits: Number(d.credits),
  deadline: deadlineOf(d),
  buyer: { id: d.buyer_id, name: d.buyer_name, email: d.buyer_email },
  expert: { id: d.expert_user_id, name: d.expert_name, email: d.expert_email },
  createdAt: d.created_at,
});

/**
 * The disputes support has to decide or watch, the nearest deadline first (an opened one's answer
 * deadline, an answered one's decision deadline), then the oldest; one row more than a page tells
 * whether another page follows.
 */
export async function listOpenDisputes(db: Queryable, page: number): Promise<{ disputes: OpsDisputeRow[]; page: number; hasMore: boolean }> {
  const rows = await withParties(db)
    .where('d.stage', 'in', [...UNDECIDED])
    .orderBy((eb) => eb.fn.coalesce('d.decision_due_at', 'd.answer_due_at'))
    .orderBy('d.created_at')
    .orderBy('d.id')
    .limit(OPS_DISPUTES_PAGE_SIZE + 1)
    .offset((page - 1) * OPS_DISPUTES_PAGE_SIZE)
    .execute();
  return { disputes: rows.slice(0, OPS_DISPUTES_PAGE_SIZE).map(toRow), page, hasMore: rows.length > OPS_DISPUTES_PAGE_SIZE };
}

/** One dispute for support, decided or not: 404 when there is none. */
export async function opsDisputeOf(db: Queryable, disputeId: string): Promise<OpsDispute> {
  const d = await withParties(db).where('d.id', '=', disputeId).executeTakeFirst();
  if (!d) throw notFound(DISPUTE_MESSAGES.notFound);
  const posts = await postsOf(db, d.id);
  const names: Record<string, string> = { [d.buyer_id]: d.buyer_name, [d.expert_user_id]: d.expert_name };
  return {
    ...toRow(d),
    booking: { id: d.booking_id, stage: d.booking_stage, scheduledAt: d.scheduled_at, sessionTime: d.session_time },
    settledToBuyer: Number(d.settled_to_buyer) === 1,
    answerDueAt: d.answer_due_at,
    answeredAt: d.answered_at,
    decisionDueAt: d.decision_due_at,
    outcome: d.outcome,
    buyerCredits: d.buyer_credits === null ? null : Number(d.buyer_credits),
    expertCredits: d.buyer_credits === null ? null : Number(d.credits) - Number(d.buyer_credits),
    decidedBy: d.decided_by,
    decidedAt: d.decided_at,
    operatorId: d.operator_id,
    posts: posts.map((p) => ({ id: p.id, side: p.side, authorName: names[p.author_id] ?? '', text: p.text, createdAt: p.created_at })),
  };
}

/**
 * The home's dispute figure: how many are undecided and the nearest deadline among them (an opened
 * dispute has no decision deadline yet, an answered one's answer deadline no longer counts).
 */
export async function openDisputesFigure(db: Queryable): Promise<{ open: number; nearestDeadline: string | null }> {
  const row = await db
    .selectFrom('disputes')
    .select((eb) => [eb.fn.countAll<number | string>().as('open'), eb.fn.min(eb.fn.coalesce('decision_due_at', 'answer_due_at')).as('nearest')])
    .where('stage', 'in', [...UNDECIDED])
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), nearestDeadline: row?.nearest ?? null };
}
