import { useEffect, useState } from 'react';
import type { SessionSettlement } from '#shared/contract/http/sessions';
import { call } from '#api/client';

/** How often a page that left the call asks whether the session has settled. */
const WATCH_INTERVAL_MS = 3000;
/** It stops asking this long after the room's close (the settlement job has run by then). */
const WATCH_AFTER_CLOSE_MS = 5 * 60_000;

/**
 * The session's settlement once the server has made it, asked for every few seconds while
 * `watching` (after leaving the call: it settles when both have left, or when the buyer confirms;
 * otherwise at the room's close), until it is there or `stopAt` (the close, device clock) is well past.
 */
export function useSettlementWatch(bookingId: string, watching: boolean, stopAt: number): SessionSettlement | null {
  const [settlement, setSettlement] = useState<SessionSettlement | null>(null);
  useEffect(() => {
    if (!watching || settlement) return;
    const controller = new AbortController();
    const ask = () => {
      if (Date.now() > stopAt + WATCH_AFTER_CLOSE_MS) return;
      call('sessionsGet', { params: { bookingId }, signal: controller.signal }).then(
        ({ session }) => {
          if (session.settlement) setSettlement(session.settlement);
        },
        () => undefined,
      );
    };
    ask();
    const timer = setInterval(ask, WATCH_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [bookingId, watching, settlement, stopAt]);
  return settlement;
}
