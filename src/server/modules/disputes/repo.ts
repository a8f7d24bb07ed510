import type { Dispute } from '#shared/contract/http/disputes';
import type { DisputeSide } from '#shared/domain/dispute';
import type { DbKind } from '../../db/database';
import type { Queryable, Tx } from '../../db/queryable';
import type { DisputePostsTable, DisputesTable } from './tables';

export const findDispute = (db: Queryable, id: string): Promise<DisputesTable | undefined> =>
  db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();

export const disputeOfBooking = (db: Queryable, bookingId: string): Promise<DisputesTable | undefined> =>
  db.selectFrom('disputes').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();

/** The dispute's row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export const lockDispute = (trx: Tx, kind: DbKind, id: string): Promise<DisputesTable | undefined> =>
  trx
    .selectFrom('disputes')
    .selectAll()
    .where('id', '=', id)
    .$if(kind === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

export const postsOf = (db: Queryable, disputeId: string): Promise<DisputePostsTable[]> =>
  db.selectFrom('dispute_posts').selectAll().where('dispute_id', '=', disputeId).orderBy('created_at').orderBy('id').execute();

/** The deadline of the stage the dispute is in (null once decided). */
export const deadlineOf = (d: DisputesTable): string | null =>
  d.stage === 'opened' ? d.answer_due_at : d.stage === 'awaiting_decision' ? d.decision_due_at : null;

export function toDispute(d: DisputesTable, posts: readonly DisputePostsTable[], viewerSide: DisputeSide): Dispute {
  return {
    id: d.id,
    bookingId: d.booking_id,
    stage: d.stage,
    openedBy: d.opened_by,
    reason: d.reason,
    credits: d.credits,
    answerDueAt: d.answer_due_at,
    answeredAt: d.answered_at,
    decisionDueAt: d.decision_due_at,
    deadline: deadlineOf(d),
    outcome: d.outcome,
    buyerCredits: d.buyer_credits,
    expertCredits: d.buyer_credits === null ? null : d.credits - d.buyer_credits,
    decidedBy: d.decided_by,
    decidedAt: d.decided_at,
    posts: posts.map((p) => ({ id: p.id, side: p.side, text: p.text, createdAt: p.created_at })),
    viewerSide,
    createdAt: d.created_at,
  };
}
