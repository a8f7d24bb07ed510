import type { BookingStage } from './booking';
import { EXPERT_WAIT_MINUTES, MIN_TOGETHER_MINUTES, type SessionWindow } from './session';

/**
 * How a live session is settled when its window closes, from who was in the room and
 * when: the rules the session room tells both sides (its texts: the sessions catalogue, rule.*), as one pure function.
 */

const MINUTE = 60_000;

/** The stage a settled booking ends in. */
export type SettlementOutcome = Extract<
  BookingStage,
  'completed' | 'expert_no_show' | 'buyer_no_show' | 'not_held'
>;

/** One participant's stretch in the room (a connection's join to its leave). */
export interface Stretch {
  userId: string;
  joinedAt: Date;
  /** Null: never seen leaving, so in the room until it closed. */
  leftAt: Date | null;
}

/**
 * Which rule decided a settlement (the rules the room shows, in their order), or the buyer who
 * confirmed the session early after both had been in the room together.
 */
export const SETTLEMENT_RULES = ['together', 'expert_absent', 'buyer_absent', 'other', 'buyer_confirmed'] as const;
export type SettlementRule = (typeof SETTLEMENT_RULES)[number];

/** One side's attendance as a settlement read it: when they first came in, and how long they were in. */
export interface SideAttendance {
  firstJoinedAt: Date | null;
  inRoomMs: number;
}

export interface Settlement {
  outcome: SettlementOutcome;
  rule: SettlementRule;
  /** How long both were in the room at the same time. */
  togetherMs: number;
  /** The together time that completes a session (minTogetherMs). */
  minTogetherMs: number;
  /** How long the expert was in the room from the start time on (waiting, if the buyer never came). */
  expertFromStartMs: number;
  buyer: SideAttendance;
  expert: SideAttendance;
}

type Span = readonly [start: number, end: number];

/** One person's time in the room within [from, to), overlapping stretches (two tabs, a rejoin) merged. */
function presence(stretches: readonly Stretch[], userId: string, from: number, to: number): Span[] {
  const spans = stretches
    .filter((s) => s.userId === userId)
    .map((s): Span => [Math.max(s.joinedAt.getTime(), from), Math.min(s.leftAt?.getTime() ?? to, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

const total = (spans: readonly Span[]) => spans.reduce((s, [a, b]) => s + (b - a), 0);

/** The length of the time two merged span lists share. */
function overlap(x: readonly Span[], y: readonly Span[]): number {
  let sum = 0;
  for (const [a, b] of x) for (const [c, d] of y) sum += Math.max(0, Math.min(b, d) - Math.max(a, c));
  return sum;
}

/** Both attended together at least this long → completed: 5 minutes, or half the booked time if shorter. */
export function minTogetherMs(window: SessionWindow): number {
  const booked = window.bookedEndsAt.getTime() - window.startsAt.getTime();
  return Math.min(MIN_TOGETHER_MINUTES * MINUTE, booked / 2);
}

/**
 * Settles a session from its attendance. Only time inside the room's window counts (a stretch
 * still open counts until the window closed):
 * - both together for at least `minTogetherMs` → `completed` (credits to the expert);
 * - the expert never joined → `expert_no_show` (full refund);
 * - the buyer never joined and the expert was in the room at least EXPERT_WAIT_MINUTES after the
 *   start → `buyer_no_show` (credits to the expert);
 * - anything else → `not_held` (full refund).
 */
export function settleSession(input: SettlementInput): Settlement {
  return settleUntil(input, input.window.closesAt);
}

interface SettlementInput {
  window: SessionWindow;
  buyerId: string;
  expertId: string;
  stretches: readonly Stretch[];
}

/** The settlement as attendance reads at `until` (the close, or now for an early one): time after it does not count. */
function settleUntil(input: SettlementInput, until: Date): Settlement {
  const { window, stretches } = input;
  const opens = window.opensAt.getTime();
  const closes = Math.min(window.closesAt.getTime(), until.getTime());
  const buyer = presence(stretches, input.buyerId, opens, closes);
  const expert = presence(stretches, input.expertId, opens, closes);
  const togetherMs = overlap(buyer, expert);
  const expertFromStartMs = total(presence(stretches, input.expertId, window.startsAt.getTime(), closes));
  const side = (userId: string, spans: readonly Span[]): SideAttendance => {
    const first = stretches.filter((s) => s.userId === userId).map((s) => s.joinedAt.getTime());
    return { firstJoinedAt: spans.length > 0 ? new Date(Math.min(...first)) : null, inRoomMs: total(spans) };
  };
  const min = minTogetherMs(window);
  const settled = (outcome: SettlementOutcome, rule: SettlementRule): Settlement => ({
    outcome,
    rule,
    togetherMs,
    minTogetherMs: min,
    expertFromStartMs,
    buyer: side(input.buyerId, buyer),
    expert: side(input.expertId, expert),
  });
  if (togetherMs > 0 && togetherMs >= min) return settled('completed', 'together');
  if (expert.length === 0) return settled('expert_no_show', 'expert_absent');
  if (buyer.length === 0 && expertFromStartMs >= EXPERT_WAIT_MINUTES * MINUTE)
    return settled('buyer_no_show', 'buyer_absent');
  return settled('not_held', 'other');
}

/**
 * Settles a session before its window closes, once both have left the room: only when attendance
 * has already decided it `completed` (more time in the room cannot undo that). Both gone before
 * the together minimum: null, they may still come back, and the close decides.
 */
export function settleWhenBothLeft(input: SettlementInput, now: Date): Settlement | null {
  const someoneIn = input.stretches.some((s) => s.leftAt === null);
  if (someoneIn) return null;
  const settlement = settleUntil(input, now);
  return settlement.outcome === 'completed' ? settlement : null;
}

/**
 * The buyer confirms the session early: only once both were in the room together (any time
 * together; the credits go to the expert). Null: they never were, and the buyer cannot confirm.
 */
export function settleByBuyer(input: SettlementInput, now: Date): Settlement | null {
  const settlement = settleUntil(input, now);
  if (settlement.togetherMs <= 0) return null;
  return { ...settlement, outcome: 'completed', rule: 'buyer_confirmed' };
}

/**
 * A review needs a session that was held: a completed booking whose settlement
 * had both sides together for its minimum, or one the buyer actually paid credits for. A completed
 * booking without a settlement record (settled before they were kept) counts by its credits only.
 */
export function sessionWasHeld(booking: {
  stage: BookingStage;
  credits: number;
  settlement: { togetherMs: number; minTogetherMs: number } | null;
}): boolean {
  if (booking.stage !== 'completed') return false;
  if (booking.credits > 0) return true;
  const s = booking.settlement;
  return s !== null && s.togetherMs > 0 && s.togetherMs >= s.minTogetherMs;
}
