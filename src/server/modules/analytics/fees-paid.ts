import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FEE_KINDS } from '../wallet/fees';

/**
 * The platform's fees an expert paid from `from` (a UTC day, YYYY-MM-DD) to now, net of fees given
 * back, in credits, read from their ledger's fee entries: of all their bookings, or of one gig's.
 */
export async function feesPaidSince(db: Kysely<Database>, expertUserId: string, from: string, gig: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger as l')
    .$if(gig !== 'all', (q) => q.innerJoin('bookings as b', 'b.id', 'l.booking_id').where('b.gig_id', '=', gig))
    .select(sql<number | string | null>`sum(l.credits)`.as('total'))
    .where('l.user_id', '=', expertUserId)
    .where('l.kind', 'in', [...FEE_KINDS])
    .where('l.created_at', '>=', `${from}T00:00:00.000Z`)
    .executeTakeFirst();
  return -Number(row?.total ?? 0);
}
