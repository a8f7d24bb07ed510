import { describe, expect, it } from 'vitest';
import { sessionWindow } from './session';
import {
  minTogetherMs,
  sessionWasHeld,
  settleByBuyer,
  settleSession,
  settleWhenBothLeft,
  type SettlementOutcome,
  type Stretch,
} from './session-settlement';

// Starts 10:00, booked until 10:30, room open 09:50–10:40.
const w30 = sessionWindow('2026-03-01T10:00:00.000Z', '30 Minutes', '10 Minutes');
// A hypothetical 6-minute session: half of it (3 minutes) is less than 5 minutes. Room 09:50–10:06.
const w6 = sessionWindow('2026-03-01T10:00:00.000Z', '6 Minutes', '');

const at = (hhmmss: string) => new Date(`2026-03-01T${hhmmss}.000Z`);
const B = 'buyer';
const E = 'expert';
/** A stretch 'HH:MM[:SS]–HH:MM[:SS]' of a user; an empty end is still in the room. */
function s(userId: string, from: string, to = ''): Stretch {
  const t = (x: string) => at(x.length === 5 ? `${x}:00` : x);
  return { userId, joinedAt: t(from), leftAt: to ? t(to) : null };
}

describe('settleSession', () => {
  it.each<[string, Stretch[], SettlementOutcome, { window?: typeof w30; togetherMin?: number }?]>([
    ['nobody came', [], 'expert_no_show'],
    ['only the buyer came', [s(B, '09:55', '10:40')], 'expert_no_show'],
    [
      'both together exactly 5 minutes',
      [s(B, '10:00', '10:05'), s(E, '09:58', '10:20')],
      'completed',
      { togetherMin: 5 },
    ],
    ['both together 4:59', [s(B, '10:00', '10:04:59'), s(E, '09:58', '10:20')], 'not_held'],
    [
      'both there but never at the same time',
      [s(B, '10:00', '10:10'), s(E, '10:10', '10:30')],
      'not_held',
      { togetherMin: 0 },
    ],
    [
      'together in pieces adding up to 5 minutes (a dropped call and a rejoin)',
      [s(B, '10:00', '10:03'), s(B, '10:07', '10:09'), s(E, '10:00', '10:30')],
      'completed',
      { togetherMin: 5 },
    ],
    [
      'overlapping stretches of one person (two tabs) count once',
      [s(B, '10:00', '10:04'), s(B, '10:01', '10:04'), s(B, '10:02', '10:03'), s(E, '10:00', '10:30')],
      'not_held',
      { togetherMin: 4 },
    ],
    [
      'open stretches last until the window closes',
      [s(B, '10:35'), s(E, '10:00')],
      'completed',
      { togetherMin: 5 },
    ],
    ['an open stretch that joined late', [s(B, '10:36'), s(E, '10:00')], 'not_held', { togetherMin: 4 }],
    [
      'time before the room opened does not count',
      [s(B, '09:40', '09:54'), s(E, '09:40', '09:54')],
      'not_held',
      { togetherMin: 4 },
    ],
    [
      'time after the room closed does not count',
      [s(B, '10:37', '10:50'), s(E, '10:37', '10:50')],
      'not_held',
      { togetherMin: 3 },
    ],
    [
      'the buyer never came, the expert waited 10 minutes after the start',
      [s(E, '09:55', '10:10')],
      'buyer_no_show',
    ],
    ['the buyer never came, the expert waited 9:59 after the start', [s(E, '09:50', '10:09:59')], 'not_held'],
    [
      'the buyer never came, the expert waited in pieces (6 + 4 minutes)',
      [s(E, '10:00', '10:06'), s(E, '10:20', '10:24')],
      'buyer_no_show',
    ],
    ['the buyer never came, the expert is still in the room at the close', [s(E, '10:35')], 'not_held'],
    ['the buyer never came, the expert stayed open to the close', [s(E, '10:25')], 'buyer_no_show'],
    [
      'the buyer came only before the room opened: never joined',
      [s(B, '09:30', '09:40'), s(E, '10:00', '10:15')],
      'buyer_no_show',
    ],
    [
      'the buyer came briefly, the expert waited the whole time',
      [s(B, '10:20', '10:21'), s(E, '10:00', '10:40')],
      'not_held',
      { togetherMin: 1 },
    ],
    [
      'a short session: half the booked time (3 minutes) is enough',
      [s(B, '10:00', '10:03'), s(E, '10:00')],
      'completed',
      { window: w6, togetherMin: 3 },
    ],
    [
      'a short session: under half the booked time',
      [s(B, '10:00', '10:02:59'), s(E, '10:00')],
      'not_held',
      { window: w6 },
    ],
  ])('%s', (_name, stretches, outcome, opts = {}) => {
    const result = settleSession({ window: opts.window ?? w30, buyerId: B, expertId: E, stretches });
    expect(result.outcome).toBe(outcome);
    if (opts.togetherMin !== undefined) expect(result.togetherMs).toBe(opts.togetherMin * 60_000);
  });

  it('ignores stretches of anyone else', () => {
    const stretches = [s('someone', '10:00', '10:30'), s(E, '10:00', '10:30')];
    expect(settleSession({ window: w30, buyerId: B, expertId: E, stretches }).outcome).toBe('buyer_no_show');
  });

  it('asks for 5 minutes together, or half the booked time if shorter', () => {
    expect(minTogetherMs(w30)).toBe(5 * 60_000);
    expect(minTogetherMs(w6)).toBe(3 * 60_000);
  });
});

describe('the settlement record, early settlement and the review rule', () => {
  const input = (stretches: Stretch[]) => ({ window: w30, buyerId: B, expertId: E, stretches });

  it('says who came in when, how long each and both were in, and the rule applied', () => {
    const result = settleSession(input([s(B, '10:02', '10:12'), s(E, '09:55', '10:20'), s(B, '10:15', '10:18')]));
    expect(result).toMatchObject({
      outcome: 'completed',
      rule: 'together',
      togetherMs: 13 * 60_000,
      minTogetherMs: 5 * 60_000,
      buyer: { firstJoinedAt: at('10:02:00'), inRoomMs: 13 * 60_000 },
      expert: { firstJoinedAt: at('09:55:00'), inRoomMs: 25 * 60_000 },
    });
    expect(settleSession(input([])).rule).toBe('expert_absent');
    expect(settleSession(input([s(E, '09:58', '10:15')])).rule).toBe('buyer_absent');
    expect(settleSession(input([s(B, '10:00', '10:01'), s(E, '10:00', '10:01')]))).toMatchObject({
      rule: 'other',
      buyer: { firstJoinedAt: at('10:00:00'), inRoomMs: 60_000 },
    });
  });

  it('settles early only once both left and attendance completed it', () => {
    const now = at('10:10:00');
    expect(settleWhenBothLeft(input([s(B, '10:00', '10:06'), s(E, '10:00', '10:07')]), now)).toMatchObject({
      outcome: 'completed',
      rule: 'together',
      togetherMs: 6 * 60_000,
    });
    // Someone is still in: not yet.
    expect(settleWhenBothLeft(input([s(B, '10:00', '10:06'), s(E, '10:00')]), now)).toBeNull();
    // Both gone after 2 minutes together: they may come back; the close decides.
    expect(settleWhenBothLeft(input([s(B, '10:00', '10:02'), s(E, '10:00', '10:02')]), now)).toBeNull();
  });

  it('lets the buyer confirm only after any time together, counting up to now', () => {
    expect(settleByBuyer(input([s(B, '10:00'), s(E, '10:01')]), at('10:03:00'))).toMatchObject({
      outcome: 'completed',
      rule: 'buyer_confirmed',
      togetherMs: 2 * 60_000,
    });
    expect(settleByBuyer(input([s(B, '10:00', '10:05'), s(E, '10:06')]), at('10:08:00'))).toBeNull();
    expect(settleByBuyer(input([s(B, '10:00')]), at('10:08:00'))).toBeNull();
  });

  it('counts a session as held for a review when paid, or together for the minimum', () => {
    const record = (togetherMinutes: number) => ({ togetherMs: togetherMinutes * 60_000, minTogetherMs: 5 * 60_000 });
    expect(sessionWasHeld({ stage: 'completed', credits: 10, settlement: record(1) })).toBe(true);
    expect(sessionWasHeld({ stage: 'completed', credits: 10, settlement: null })).toBe(true);
    expect(sessionWasHeld({ stage: 'completed', credits: 0, settlement: record(5) })).toBe(true);
    expect(sessionWasHeld({ stage: 'completed', credits: 0, settlement: record(4) })).toBe(false);
    expect(sessionWasHeld({ stage: 'completed', credits: 0, settlement: null })).toBe(false);
    expect(sessionWasHeld({ stage: 'buyer_no_show', credits: 10, settlement: record(0) })).toBe(false);
  });
});
