import type { SessionSettlement } from '#shared/contract/http/sessions';
import type { Settlement } from '#shared/domain/session-settlement';
import type { Tx } from '../../db/queryable';
import type { SessionSettlementsTable } from './tables';

/** A settlement's record as the booking queries select it (left-joined: null columns before settlement). */
export interface SettlementColumns {
  ss_outcome: SessionSettlementsTable['outcome'] | null;
  ss_rule: SessionSettlementsTable['rule'] | null;
  ss_buyer_joined_at: string | null;
  ss_expert_joined_at: string | null;
  ss_buyer_ms: number | null;
  ss_expert_ms: number | null;
  ss_together_ms: number | null;
  ss_min_together_ms: number | null;
  ss_settled_at: string | null;
}

/** The columns to select from `session_settlements as ss`, by the names SettlementColumns reads. */
export const SETTLEMENT_SELECT = [
  'ss.outcome as ss_outcome',
  'ss.rule as ss_rule',
  'ss.buyer_joined_at as ss_buyer_joined_at',
  'ss.expert_joined_at as ss_expert_joined_at',
  'ss.buyer_ms as ss_buyer_ms',
  'ss.expert_ms as ss_expert_ms',
  'ss.together_ms as ss_together_ms',
  'ss.min_together_ms as ss_min_together_ms',
  'ss.settled_at as ss_settled_at',
] as const;

/** The record as the API answers it; null while the booking is not settled (or was settled before records were kept). */
export function settlementOf(r: SettlementColumns): SessionSettlement | null {
  if (!r.ss_outcome || !r.ss_rule || !r.ss_settled_at) return null;
  return {
    outcome: r.ss_outcome,
    rule: r.ss_rule,
    settledAt: r.ss_settled_at,
    buyer: { joinedAt: r.ss_buyer_joined_at, inRoomMs: Number(r.ss_buyer_ms ?? 0) },
    expert: { joinedAt: r.ss_expert_joined_at, inRoomMs: Number(r.ss_expert_ms ?? 0) },
    togetherMs: Number(r.ss_together_ms ?? 0),
    minTogetherMs: Number(r.ss_min_together_ms ?? 0),
  };
}

/** Stores the attendance a settlement was decided from, in the transaction that settles the booking. */
export async function recordSettlement(trx: Tx, bookingId: string, s: Settlement, now: Date): Promise<void> {
  const ms = (n: number) => Math.max(0, Math.round(n));
  await trx
    .insertInto('session_settlements')
    .values({
      booking_id: bookingId,
      outcome: s.outcome,
      rule: s.rule,
      buyer_joined_at: s.buyer.firstJoinedAt?.toISOString() ?? null,
      expert_joined_at: s.expert.firstJoinedAt?.toISOString() ?? null,
      buyer_ms: ms(s.buyer.inRoomMs),
      expert_ms: ms(s.expert.inRoomMs),
      together_ms: ms(s.togetherMs),
      min_together_ms: ms(s.minTogetherMs),
      settled_at: now.toISOString(),
    })
    .execute();
}
