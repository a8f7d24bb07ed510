import type { OperatorRole } from '#shared/domain/operator-roles';
import { decideDispute, type DecideDisputeInput } from '#server/modules/disputes/decide';
import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { HOUR, confirmSession, inject, insertGig, ledgerOf, reauth } from '../bookings/bookings-fixtures';
import { acceptedBooking, runJobs } from '../sessions/sessions-fixtures';

/** Shared set-up of the disputes suites: settled sessions, the parties, support's decision. */

export type Party = Awaited<ReturnType<typeof createTestUser>>;
export type Expert = Awaited<ReturnType<typeof createTestExpert>>;

export const DISPUTE_TEXT = 'The expert left after five minutes and never came back.';

/**
 * A session of `credits` settled one of two ways: `released` (both attended, the buyer confirmed:
 * the credits went to the expert) or `refunded` (nobody came: expert_no_show, back to the buyer).
 * The buyer topped up exactly `credits`, so after a release the buyer's balance is 0.
 */
export async function settledSession(t: TestApp, credits: number, how: 'released' | 'refunded' = 'released') {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { credits: { basic: credits } });
  const { booking, buyer } = await acceptedBooking(t, expert, gigId, 1, credits);
  if (how === 'released') {
    t.clock.advance(2 * HOUR);
    const res = await confirmSession(t, booking._id, buyer);
    if (res.statusCode !== 200) throw new Error(`complete failed: ${res.statusCode} ${res.body}`);
  } else {
    t.clock.advance(3 * HOUR);
    await runJobs(t);
  }
  return { expert, buyer, bookingId: booking._id, gigTitle: booking.gigTitle };
}

export interface DisputeJson {
  id: string;
  stage: string;
  openedBy: string;
  deadline: string | null;
  answerDueAt: string;
  decisionDueAt: string | null;
  outcome: string | null;
  buyerCredits: number | null;
  expertCredits: number | null;
  decidedBy: string | null;
  posts: { side: string; text: string }[];
}

export const readDispute = (t: TestApp, bookingId: string, caller: { auth: Record<string, string> } | null) =>
  inject(t, 'GET', `/api/bookings/${bookingId}/dispute`, caller);

export async function openDispute(t: TestApp, bookingId: string, caller: { auth: Record<string, string> }, reason = 'poor_quality') {
  const res = await inject(t, 'POST', `/api/bookings/${bookingId}/dispute`, caller, { reason, text: DISPUTE_TEXT });
  if (res.statusCode !== 201) throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  return res.json<{ dispute: DisputeJson }>().dispute;
}

export const postIn = (t: TestApp, disputeId: string, caller: { auth: Record<string, string> } | null, text: string) =>
  inject(t, 'POST', `/api/disputes/${disputeId}/posts`, caller, { text });

/** An account holding an operator role, put straight into the database. */
export async function operator(t: TestApp, role: OperatorRole = 'support') {
  const user = await createTestUser(t, { name: `Operator ${role}` });
  await t.db.kysely.insertInto('operator_roles').values({ user_id: user.id, role, granted_by: null, granted_at: t.clock.now().toISOString() }).execute();
  return user;
}

/** Support's decision as the console will call it (the function; its route is wired with the console's route table). */
export const decide = (t: TestApp, input: Omit<DecideDisputeInput, 'reason'> & { reason?: unknown }) =>
  decideDispute({ deps: t.deps, log: t.app.log, events: t.app.events }, { reason: 'Read the thread and the attendance', ...input });

/** A user's ledger sum and the sum of their dispute entries. */
export async function balances(t: TestApp, userId: string) {
  const l = await ledgerOf(t, userId);
  return { sum: l.sum, disputeCredit: l.byKind.dispute_credit?.total ?? 0, disputeDebit: l.byKind.dispute_debit?.total ?? 0 };
}

/** Moves the clock and signs the parties in again (their tokens outlive no long jump). */
export async function advance(t: TestApp, ms: number, ...parties: Party[]) {
  t.clock.advance(ms);
  for (const p of parties) await reauth(t, p);
}

/** The bell rows of one user about disputes, oldest first. */
export const disputeBell = (t: TestApp, userId: string) =>
  t.db.kysely.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', 'dispute.update').orderBy('created_at').execute();
