import { randomUUID } from 'node:crypto';
import { createTestUser, type SeedTarget } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { insertGig } from '../bookings/bookings-fixtures';
import type { SettlementOutcome } from '#shared/domain/session-settlement';

/** A history for the levels suites (and the levels page's spec), written straight into the database at given times. */
type Expert = { id: string; expertId: string };
type Buyer = { id: string };
const DAY = 86_400_000;

export const daysBefore = (t: SeedTarget, days: number) => new Date(t.clock.now().getTime() - days * DAY).toISOString();

/** A booking of the expert by `buyer`, settled `days` ago with `outcome` (its stage follows it). */
export async function insertSettled(t: SeedTarget, expert: Expert, buyer: Buyer, outcome: SettlementOutcome, days: number): Promise<string> {
  const id = await insertBooking(t, expert, buyer, outcome, days);
  await t.db.kysely
    .insertInto('session_settlements')
    .values({
      booking_id: id,
      outcome,
      rule: outcome === 'expert_no_show' ? 'expert_absent' : 'together',
      buyer_joined_at: null,
      expert_joined_at: null,
      buyer_ms: 0,
      expert_ms: 0,
      together_ms: 0,
      min_together_ms: 0,
      settled_at: daysBefore(t, days),
    })
    .execute();
  return id;
}

export async function insertBooking(t: SeedTarget, expert: Expert, buyer: Buyer, stage: 'cancelled' | SettlementOutcome, days: number): Promise<string> {
  const id = randomUUID();
  const at = daysBefore(t, days);
  await t.db.kysely
    .insertInto('bookings')
    .values({
      id,
      buyer_id: buyer.id,
      expert_id: expert.expertId,
      gig_id: null,
      gig_title: 'A gig',
      skill: 'Web Development',
      tier: 'basic',
      package_title: 'Basic',
      session_time: '30 Minutes',
      extra_time: '10 Minutes',
      credits: 10,
      stage,
      proposed_times_json: JSON.stringify([at]),
      scheduled_at: at,
      note: '',
      decline_reason: '',
      buyer_time_zone: 'UTC',
      request_id: null,
      expires_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** The expert cancelled an accepted booking `days` ago. */
export async function insertExpertCancellation(t: SeedTarget, expert: Expert, days: number): Promise<void> {
  const buyer = await createTestUser(t);
  const bookingId = await insertBooking(t, expert, buyer, 'cancelled', days);
  await t.db.kysely
    .insertInto('booking_events')
    .values({ id: randomUUID(), booking_id: bookingId, from_stage: 'accepted', to_stage: 'cancelled', actor: 'expert', actor_user_id: expert.id, note: null, created_at: daysBefore(t, days) })
    .execute();
}

/** A review of one of the expert's gigs (a new one each time), `days` ago. */
export async function insertRating(t: SeedTarget, expert: Expert, rating: number, days: number, hidden = false): Promise<void> {
  const buyer = await createTestUser(t);
  const gigId = await insertGig(t, expert);
  const at = daysBefore(t, days);
  await t.db.kysely
    .insertInto('reviews')
    .values({
      id: randomUUID(),
      booking_id: randomUUID(),
      gig_id: gigId,
      expert_id: expert.expertId,
      buyer_id: buyer.id,
      rating,
      text: 'A clear, patient session.',
      created_at: at,
      hidden_at: hidden ? at : null,
      hidden_reason: hidden ? 'Not about the session' : null,
    })
    .execute();
}

/**
 * A direct thread a buyer opened `days` ago; the expert answered after `answerHours` (null: never).
 */
export async function insertThread(t: SeedTarget, expert: Expert, days: number, answerHours: number | null): Promise<void> {
  const buyer = await createTestUser(t);
  const id = randomUUID();
  const asked = Date.parse(daysBefore(t, days));
  const messages: Array<{ sender: string; at: number }> = [{ sender: buyer.id, at: asked }];
  if (answerHours !== null) messages.push({ sender: expert.id, at: asked + answerHours * 3_600_000 });
  await t.db.kysely
    .insertInto('conversations')
    .values({
      id,
      kind: 'direct',
      booking_id: null,
      last_seq: messages.length,
      last_message_at: new Date(messages.at(-1)?.at ?? asked).toISOString(),
      created_at: new Date(asked).toISOString(),
      direct_key: [buyer.id, expert.id].sort().join(':'),
      created_by: buyer.id,
    })
    .execute();
  await t.db.kysely
    .insertInto('conversation_members')
    .values([buyer.id, expert.id].map((userId) => ({ conversation_id: id, user_id: userId, last_read_seq: 0, created_at: new Date(asked).toISOString() })))
    .execute();
  await t.db.kysely
    .insertInto('messages')
    .values(
      messages.map((m, i) => ({
        id: randomUUID(),
        conversation_id: id,
        seq: i + 1,
        sender_id: m.sender,
        body: i === 0 ? 'Can you help with my project?' : 'Yes, happy to.',
        client_id: null,
        created_at: new Date(m.at).toISOString(),
        masked_body: null,
        image_key: null,
      })),
    )
    .execute();
}

/** A dispute of one of the expert's sessions, decided `days` ago with `outcome`. */
/** A report on the expert's account that support closed `days` ago with `outcome` (a warning, or dismissed). */
export async function insertClosedReport(t: SeedTarget, expert: Expert, outcome: 'warn' | 'dismiss', days: number): Promise<void> {
  const reporter = await createTestUser(t);
  const at = daysBefore(t, days);
  await t.db.kysely
    .insertInto('user_reports')
    .values({
      id: randomUUID(),
      reporter_id: reporter.id,
      reported_id: expert.id,
      conversation_id: null,
      reason: 'spam',
      details: null,
      created_at: at,
      target_id: null,
      snapshot_json: null,
      status: 'closed',
      outcome,
      outcome_reason: 'Reviewed by support.',
      closed_by: null,
      closed_at: at,
    })
    .execute();
}

export async function insertDecidedDispute(t: SeedTarget, expert: Expert, outcome: 'release' | 'refund' | 'split', days: number): Promise<void> {
  const buyer = await createTestUser(t);
  const bookingId = await insertSettled(t, expert, buyer, 'completed', days + 1);
  const at = daysBefore(t, days);
  await t.db.kysely
    .insertInto('disputes')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      opened_by: 'buyer',
      reason: 'poor_quality',
      text: 'The session did not cover what was promised.',
      credits: 10,
      settled_to_buyer: 0,
      stage: 'decided',
      answer_due_at: at,
      answered_at: at,
      decision_due_at: at,
      outcome,
      buyer_credits: outcome === 'refund' ? 10 : outcome === 'split' ? 5 : 0,
      decided_by: 'support',
      operator_id: null,
      decided_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A history that meets Level 1 and no more: 5 sessions with 3 buyers, 5-star reviews, answers in an hour, 40 days old. */
export async function levelOneHistory(t: SeedTarget, expert: Expert): Promise<void> {
  await t.db.kysely.updateTable('expert_profiles').set({ created_at: daysBefore(t, 40) }).where('id', '=', expert.expertId).execute();
  const buyers = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
  for (const [i, buyer] of [...buyers, ...buyers.slice(0, 2)].entries()) await insertSettled(t, expert, buyer, 'completed', 2 + i);
  await insertRating(t, expert, 5, 2);
  await insertThread(t, expert, 3, 1);
}

/** A new expert with levelOneHistory. */
export async function levelOneExpert(t: SeedTarget) {
  const expert = await createTestExpert(t);
  await levelOneHistory(t, expert);
  return expert;
}

/** A suspension of the expert's account now: a strike for the next 30 days. */
export async function insertSuspension(t: SeedTarget, expert: Expert): Promise<void> {
  await t.db.kysely
    .insertInto('account_suspensions')
    .values({ id: randomUUID(), user_id: expert.id, operator_id: null, reason: 'Asked buyers to pay outside Qurious', suspended_at: t.clock.now().toISOString(), until: null, kept_bookings_json: '[]', lifted_at: null, lifted_by: null, lift_reason: null })
    .execute();
}
