import { createTestExpert } from '../../helpers/experts';
import type { TestApp } from '../../helpers/test-app';
import { HOUR, confirmSession, inject, insertGig } from '../bookings/bookings-fixtures';
import { acceptedBooking } from '../sessions/sessions-fixtures';
import { createPayoutJobRunner } from '#server/modules/wallet/payout-jobs';

/** Shared set-up of the earnings and withdrawal suites. */

export type Expert = Awaited<ReturnType<typeof createTestExpert>>;

/** The expert's Earnings page as the API answers it. */
export interface EarningsJson {
  available: number;
  pending: number;
  withdrawn: number;
  balance: number;
  released: number;
  held: number;
  fees: number;
  pendingEarning: number;
  releases: { kind: string; credits: number }[];
  payoutAccount: { method: string; masked: string } | null;
  withdrawals: { _id: string; credits: number; status: string; destination: string; method: string }[];
}

export async function earningsOf(t: TestApp, expert: Expert): Promise<EarningsJson> {
  const res = await inject(t, 'GET', '/api/wallet/earnings', expert);
  if (res.statusCode !== 200) throw new Error(`earnings failed: ${res.statusCode} ${res.body}`);
  return res.json<EarningsJson>();
}

/**
 * Runs sessions through the real booking flow: a buyer books the gig, the expert accepts, the
 * clock moves past the start, both attend and the buyer confirms, which releases the credits to the expert.
 */
export async function completeSessions(
  t: TestApp,
  expert: Expert,
  gigId: string,
  sessions: number,
  credits: number,
) {
  for (let i = 0; i < sessions; i += 1) {
    const { booking, buyer } = await acceptedBooking(t, expert, gigId, 1, credits);
    t.clock.advance(2 * HOUR);
    const res = await confirmSession(t, booking._id, buyer);
    if (res.statusCode !== 200) throw new Error(`complete failed: ${res.statusCode} ${res.body}`);
  }
}

/** A new expert whose gig's basic package costs `perSession`, with `sessions` completed sessions released to them. */
export async function expertWithEarnings(t: TestApp, sessions: number, perSession: number) {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { credits: { basic: perSession } });
  await completeSessions(t, expert, gigId, sessions, perSession);
  return { expert, gigId };
}

export const saveAccount = (t: TestApp, caller: { auth: Record<string, string> } | null, account: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/wallet/payout-account',
    headers: caller?.auth ?? {},
    payload: account,
  });

export const withdraw = (
  t: TestApp,
  caller: { auth: Record<string, string> } | null,
  credits: number,
  requestId?: string,
) => inject(t, 'POST', '/api/wallet/withdrawals', caller, { credits, ...(requestId ? { requestId } : {}) });

/** Runs the payout jobs due now on the test clock. */
export const runPayouts = (t: TestApp) => createPayoutJobRunner(t.deps, t.app.log).runDue();
