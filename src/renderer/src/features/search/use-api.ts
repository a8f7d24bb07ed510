import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#api/client';

export type Loaded<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

/**
 * Loads `load(signal)` whenever `key` changes; a newer load cancels the older one, so results of a
 * search typed quickly never arrive out of order. While loading, the last data stays available as
 * `previous`. `retry` loads again.
 */
export function useApi<T>(key: string, load: (signal: AbortSignal) => Promise<T>): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', 'Something went wrong!');
        setState({ key, value: { status: 'error', error: err } });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (state.key === key) return { state: state.value, retry };
  // A new load keeps the last results on screen (dimmed) until the new ones arrive.
  return { state: state.value.status === 'ready' ? { status: 'loading', previous: state.value.data } : { status: 'loading' }, retry };
}
