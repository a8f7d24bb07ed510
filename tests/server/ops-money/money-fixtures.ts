import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { httpContract } from '#shared/contract/http';
import type { OperatorRole } from '#shared/domain/operator-roles';
import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { insertGig, reauth } from '../bookings/bookings-fixtures';
import { operatorWith, withFreshSecondFactor, type Account } from '../ops/console-fixtures';
import { acceptedBooking } from '../sessions/sessions-fixtures';

/** Shared set-up of the console's bookings and money suites. */

/** A fresh expert's gig booked by a fresh buyer (who topped up exactly `credits`) and accepted, starting in `startInHours`. */
export async function acceptedFor(t: TestApp, credits: number, startInHours = 2) {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { credits: { basic: credits } });
  const { booking, buyer } = await acceptedBooking(t, expert, gigId, startInHours, credits);
  return { expert, buyer, bookingId: booking._id };
}

/** A booking's ledger rows, oldest first. */
export const bookingLedger = (t: TestApp, bookingId: string) =>
  t.db.kysely.selectFrom('wallet_ledger').select(['user_id', 'kind', 'credits', 'created_at']).where('booking_id', '=', bookingId).orderBy('created_at').orderBy('credits').orderBy('id').execute();

/** The sum of a booking's rows in one wallet. */
export async function netOf(t: TestApp, bookingId: string, userId: string): Promise<number> {
  const rows = await bookingLedger(t, bookingId);
  return rows.filter((r) => r.user_id === userId).reduce((s, r) => s + Number(r.credits), 0);
}

/** A wallet's balance: the sum of all its entries. */
export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const rows = await t.db.kysely.selectFrom('wallet_ledger').select('credits').where('user_id', '=', userId).execute();
  return rows.reduce((s, r) => s + Number(r.credits), 0);
}

/**
 * A payout of `credits` that failed, as the payout job leaves one: the withdrawal and its return in
 * the ledger. `earned` credits were released to the user before (what a retry may take again).
 */
export async function failedPayout(t: TestApp, userId: string, credits: number, earned = credits): Promise<string> {
  const now = t.clock.now().toISOString();
  const id = randomUUID();
  const db = t.db.kysely;
  await db.insertInto('wallets').values({ user_id: userId, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const entry = (kind: 'release' | 'withdrawal' | 'withdrawal_return', amount: number, payoutId: string | null) => ({
    id: randomUUID(),
    user_id: userId,
    kind,
    credits: amount,
    booking_id: null,
    payment_id: null,
    payout_id: payoutId,
    description: '',
    note_json: null,
    created_at: now,
  });
  if (earned > 0) await db.insertInto('wallet_ledger').values(entry('release', earned, null)).execute();
  await db
    .insertInto('payouts')
    .values({
      id,
      user_id: userId,
      credits,
      amount_minor: credits * 1000,
      currency: 'INR',
      method: 'upi',
      details_json: 'sealed',
      masked: 'ex•••@okbank',
      status: 'failed',
      provider: 'test',
      provider_ref: `ref_${id}`,
      failure_reason: 'Beneficiary bank offline',
      request_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('wallet_ledger').values([entry('withdrawal', -credits, id), entry('withdrawal_return', credits, id)]).execute();
  return id;
}

/** A signed-in operator with these roles whose session passed the second factor just now. */
export async function steppedUp(t: TestApp, roles: readonly OperatorRole[], name = `Operator ${roles.join(' ')}`): Promise<Account> {
  const account = await operatorWith(t, roles, { name });
  await withFreshSecondFactor(t, account);
  return account;
}

type Routes = typeof httpContract;

/**
 * A console route called as `who`, signed in again and past the second factor at the clock's now
 * (the fixtures move the clock by hours): its status and its JSON body (the route's answer when 200).
 */
export async function consoleCall<N extends keyof Routes>(t: TestApp, who: Account, route: N, url: string, payload?: object): Promise<{ status: number; body: z.output<Routes[N]['response']> }> {
  await reauth(t, who);
  await t.db.kysely.updateTable('auth_sessions').set({ second_factor_at: t.clock.now().toISOString() }).where('user_id', '=', who.id).execute();
  const res = await t.app.inject({ method: httpContract[route].method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
