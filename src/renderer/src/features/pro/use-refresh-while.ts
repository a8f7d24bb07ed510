import { useEffect } from 'react';

/** How often a page waiting for the provider's webhook asks again. */
const REFRESH_INTERVAL_MS = 3000;
/** It stops asking this long after it began: a checkout left unfinished never moves. */
const REFRESH_FOR_MS = 10 * 60_000;

/**
 * Calls `refresh` every few seconds while `waiting`, for ten minutes at most: a subscription's state
 * moves only when the provider's webhook arrives, which may be after the page loaded.
 */
export function useRefreshWhile(waiting: boolean, refresh: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    const until = Date.now() + REFRESH_FOR_MS;
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer);
      else refresh();
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}
