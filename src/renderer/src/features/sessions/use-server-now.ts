import { useEffect, useState } from 'react';
import { serverTime } from './call/session-clock';

/** The server's time, from the device clock and the measured offset, updated every `intervalMs`. */
export function useServerNow(offsetMs: number, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => serverTime(offsetMs));
  useEffect(() => {
    const timer = setInterval(() => setNow(serverTime(offsetMs)), intervalMs);
    return () => clearInterval(timer);
  }, [offsetMs, intervalMs]);
  return now;
}
