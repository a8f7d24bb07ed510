import { LIVE_ERRORS } from '#shared/contract/live';
import { roomPhase, type SessionWindow } from '#shared/domain/session';
import { windowOf, type SessionBookingRow } from './repo';

export type LiveError = (typeof LIVE_ERRORS)[keyof typeof LIVE_ERRORS];

/**
 * Whether the booking's room may be entered now: only an accepted booking, from 10 minutes
 * before its start until its window closes. Answers the window, or the refusal to send.
 */
export function roomEntry(
  row: SessionBookingRow,
  now: Date,
): { window: SessionWindow } | { refusal: LiveError } {
  if (row.stage === 'requested') return { refusal: LIVE_ERRORS.roomNotOpen };
  const window = windowOf(row);
  if (row.stage !== 'accepted' || !window) return { refusal: LIVE_ERRORS.roomClosed };
  const phase = roomPhase(window, now);
  if (phase === 'before') return { refusal: LIVE_ERRORS.roomNotOpen };
  if (phase === 'closed') return { refusal: LIVE_ERRORS.roomClosed };
  return { window };
}

/**
 * Whether the booking's chat takes new messages: an accepted booking until its window closes
 * (the lobby too, so "running late" reaches the other side). Afterwards the thread is read-only.
 */
export function chatRefusal(row: SessionBookingRow, now: Date): LiveError | null {
  if (row.stage === 'requested') return LIVE_ERRORS.roomNotOpen;
  const window = windowOf(row);
  if (row.stage !== 'accepted' || !window || roomPhase(window, now) === 'closed')
    return LIVE_ERRORS.roomClosed;
  return null;
}
