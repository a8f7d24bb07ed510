import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { insertGig } from '../bookings/bookings-fixtures';
import type { Account } from './console-fixtures';

/** Reports something through the product's route; answers the response. */
export const report = (t: TestApp, who: { auth: Record<string, string> }, body: { kind: string; id: string; reason?: string; details?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/reports/content', headers: who.auth, payload: { reason: 'scam', ...body } });

/** The open report of one reporter about one thing (the queue has it), by its id. */
export async function reportIdOf(t: TestApp, reporterId: string, targetId: string): Promise<string> {
  const row = await t.db.kysely
    .selectFrom('user_reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A review of a gig by a new buyer, straight into the database (as tests/helpers/search-data.ts adds them). */
export async function insertReview(t: TestApp, gig: { gigId: string; expertId: string }, rating: number, text = 'A clear, patient session.') {
  const buyer = await createTestUser(t);
  const id = randomUUID();
  await t.db.kysely
    .insertInto('reviews')
    .values({ id, booking_id: randomUUID(), gig_id: gig.gigId, expert_id: gig.expertId, buyer_id: buyer.id, rating, text, created_at: t.clock.now().toISOString() })
    .execute();
  return { id, buyer };
}

/** For the console's authorization matrix: an open report of a gig, a gig to hide, and a gig hidden already. */
export async function reportTargets(t: TestApp): Promise<{ report: string; gigToHide: string; hiddenGig: string }> {
  const expert = await createTestExpert(t);
  const [reported, gigToHide, hiddenGig] = [await insertGig(t, expert), await insertGig(t, expert), await insertGig(t, expert)];
  const buyer = await createTestUser(t);
  expect((await report(t, buyer, { kind: 'gig', id: reported })).statusCode).toBe(201);
  const now = t.clock.now().toISOString();
  await t.db.kysely.updateTable('gigs').set({ hidden_at: now, hidden_reason: 'Hidden before the matrix' }).where('id', '=', hiddenGig).execute();
  return { report: await reportIdOf(t, buyer.id, reported), gigToHide, hiddenGig };
}

/** Marks the operator's sessions as having passed the second factor now (after the test clock moved on). */
export async function passedStepUpNow(t: TestApp, account: Account): Promise<void> {
  await t.db.kysely.updateTable('auth_sessions').set({ second_factor_at: t.clock.now().toISOString() }).where('user_id', '=', account.id).execute();
}
