import type { BookingStage } from './booking';
import { EXPERT_WAIT_MINUTES, MIN_TOGETHER_MINUTES, type SessionWindow } from './session';

/**
 * How a live session (issue 15) is settled when its window closes, from who was in the room and
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

export interface Settlement {
  outcome: SettlementOutcome;
  /** How long both were in the room at the same time. */
  togetherMs: number;
  /** How long the expert was in the room from the start time on (waiting, if the buyer never came). */
  expertFromStartMs: number;
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
export function settleSession(input: {
  window: SessionWindow;
  buyerId: string;
  expertId: string;
  stretches: readonly Stretch[];
}): Settlement {
  const { window, stretches } = input;
  const opens = window.opensAt.getTime();
  const closes = window.closesAt.getTime();
  const buyer = presence(stretches, input.buyerId, opens, closes);
  const expert = presence(stretches, input.expertId, opens, closes);
  const togetherMs = overlap(buyer, expert);
  const expertFromStartMs = total(presence(stretches, input.expertId, window.startsAt.getTime(), closes));
  const settled = (outcome: SettlementOutcome): Settlement => ({ outcome, togetherMs, expertFromStartMs });
  if (togetherMs > 0 && togetherMs >= minTogetherMs(window)) return settled('completed');
  if (expert.length === 0) return settled('expert_no_show');
  if (buyer.length === 0 && expertFromStartMs >= EXPERT_WAIT_MINUTES * MINUTE)
    return settled('buyer_no_show');
  return settled('not_held');
}
