import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { platformFeeOf } from '#shared/domain/platform-fee';
import type { LedgerKind } from '#shared/domain/wallet';
import type { Queryable, Tx } from '../../db/queryable';
import { appendEntry, ensureWallet } from './ledger';

/** The kinds of an expert's entries that make their gross earning from a booking (before the fee). */
export const EARNING_KINDS = [
  'release',
  'dispute_credit',
  'dispute_debit',
  'correction_credit',
  'correction_debit',
] as const satisfies readonly LedgerKind[];
export const FEE_KINDS = ['fee', 'fee_return'] as const satisfies readonly LedgerKind[];

const inList = (kinds: readonly string[]) => sql.join(kinds.map((k) => sql.lit(k)));

/**
 * Brings a booking's fee in line with what its expert earned from it, inside the caller's transaction
 * (the one that moved the expert's credits: a release, a cancellation's split, a dispute's decision, a
 * correction). The fee is the booking's percent of the expert's gross earning from it, rounded up
 * (domain/platform-fee); the difference from the fee already taken is posted as one `fee` (taken) or
 * `fee_return` (given back) entry in the expert's wallet, with its other side in the platform's ledger.
 * Nothing is written when the fee is already right, so calling it again changes nothing. The fee only
 * ever comes from the expert's side: the buyer's entries are never read nor written here.
 * Answers the credits moved to the platform (negative: given back).
 */
export async function settleFee(trx: Tx, bookingId: string, now: Date): Promise<number> {
  const booking = await trx
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .select(['b.id', 'b.gig_title', 'b.fee_percent', 'e.user_id as expert_user_id'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) return 0;
  const row = await trx
    .selectFrom('wallet_ledger')
    .select([
      sql<
        number | string | null
      >`sum(case when kind in (${inList(EARNING_KINDS)}) then credits else 0 end)`.as('earned'),
      sql<number | string | null>`sum(case when kind in (${inList(FEE_KINDS)}) then credits else 0 end)`.as(
        'fees',
      ),
    ])
    .where('booking_id', '=', bookingId)
    .where('user_id', '=', booking.expert_user_id)
    .executeTakeFirst();
  const earned = Number(row?.earned ?? 0);
  const taken = -Number(row?.fees ?? 0);
  const percent = Number(booking.fee_percent);
  const toPlatform = platformFeeOf(earned, percent) - taken;
  if (toPlatform === 0) return 0;
  const kind = toPlatform > 0 ? 'fee' : 'fee_return';
  const entryId = randomUUID();
  await ensureWallet(trx, booking.expert_user_id, now);
  await appendEntry(trx, {
    id: entryId,
    userId: booking.expert_user_id,
    kind,
    credits: -toPlatform,
    bookingId,
    note: { key: 'platformFee', gig: booking.gig_title, percent },
    now,
  });
  await trx
    .insertInto('platform_ledger')
    .values({
      id: randomUUID(),
      kind,
      credits: toPlatform,
      booking_id: bookingId,
      user_id: booking.expert_user_id,
      ledger_entry_id: entryId,
      percent,
      created_at: now.toISOString(),
    })
    .execute();
  return toPlatform;
}

/** The fees an expert has paid, net of fees given back (a positive number of credits). */
export async function feesPaidBy(q: Queryable, userId: string): Promise<number> {
  const row = await q
    .selectFrom('wallet_ledger')
    .select(sql<number | string | null>`sum(credits)`.as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', [...FEE_KINDS])
    .executeTakeFirst();
  return -Number(row?.total ?? 0);
}
