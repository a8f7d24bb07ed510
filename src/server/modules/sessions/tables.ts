import type { SettlementOutcome, SettlementRule } from '#shared/domain/session-settlement';

/** One stretch of one participant in a booking's call room, from one connection's join to its leave. */
export interface SessionAttendanceTable {
  id: string;
  booking_id: string;
  user_id: string;
  connection_id: string;
  joined_at: string;
  /** Null while the connection is in the room (or until it is found dropped). */
  left_at: string | null;
}

/** The attendance one settlement was decided from (one per settled booking). */
export interface SessionSettlementsTable {
  booking_id: string;
  outcome: SettlementOutcome;
  rule: SettlementRule;
  buyer_joined_at: string | null;
  expert_joined_at: string | null;
  buyer_ms: number;
  expert_ms: number;
  together_ms: number;
  min_together_ms: number;
  settled_at: string;
}
