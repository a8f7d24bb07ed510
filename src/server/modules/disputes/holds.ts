import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/**
 * Credits an open dispute holds in this user's wallet: the session's credits where the settlement
 * gave them to this user (the expert when released, less the platform's fee; the buyer when refunded). They can be neither
 * withdrawn nor spent until the dispute is decided.
 */
export async function heldByDisputes(db: Queryable, userId: string): Promise<number> {
  const row = await db
    .selectFrom('disputes as d')
    .innerJoin('bookings as b', 'b.id', 'd.booking_id')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    // The expert holds what they kept of the session: its credits less the platform's fee on them.
    .select(
      sql<number | string | null>`sum(d.credits + case when d.settled_to_buyer = 0 then coalesce((select sum(l.credits) from wallet_ledger l where l.booking_id = d.booking_id and l.kind in ('fee', 'fee_return')), 0) else 0 end)`.as(
        'total',
      ),
    )
    .where('d.stage', '!=', 'decided')
    .where((eb) =>
      eb.or([
        eb.and([eb('d.settled_to_buyer', '=', 1), eb('b.buyer_id', '=', userId)]),
        eb.and([eb('d.settled_to_buyer', '=', 0), eb('e.user_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
