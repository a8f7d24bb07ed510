import { useCallback, useEffect, useRef, useState } from 'react';

/** The message of a failure: an Error's own message (the API client's carry the server's). */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export interface Action<A extends unknown[], R, E> {
  /** Runs the action; while one runs, another call is ignored (answers undefined), as is a failed one. */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
  /** The arguments of the call under way, so a page shows which of its buttons is working. */
  pending: A | null;
  /** What the last failure tells the user (cleared when the action runs again). */
  error: E | null;
  /** Shows a problem found before the action ran (a form's own check), or clears it. */
  setError: (error: E | null) => void;
}

export interface ActionOptions<E> {
  /** Turns a failure into what the page shows; the failure's message by default. */
  errorOf?: (err: unknown) => E;
  /** Called with each failure and what `error` now shows (a toast, a reload). */
  onError?: (err: unknown, shown: NoInfer<E>) => void;
}

/**
 * The one way a renderer page submits: `busy` while `act` runs, a second submit ignored meanwhile
 * (a double click sends once), the failure's message in `error`, cleared on the next run.
 */
export function useAction<A extends unknown[], R>(act: (...args: A) => Promise<R>, options?: ActionOptions<string>): Action<A, R, string>;
export function useAction<A extends unknown[], R, E>(
  act: (...args: A) => Promise<R>,
  options: ActionOptions<E> & { errorOf: (err: unknown) => E },
): Action<A, R, E>;
export function useAction<A extends unknown[], R, E>(
  act: (...args: A) => Promise<R>,
  options: ActionOptions<E | string> = {},
): Action<A, R, E | string> {
  const [pending, setPending] = useState<A | null>(null);
  const [error, setError] = useState<E | string | null>(null);
  const running = useRef(false);
  const latest = useRef({ act, options });
  useEffect(() => {
    latest.current = { act, options };
  });

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(args);
    setError(null);
    const { act: current, options: { errorOf = messageOf, onError } } = latest.current;
    try {
      return await current(...args);
    } catch (err) {
      const shown = errorOf(err);
      setError(shown);
      onError?.(err, shown);
      return undefined;
    } finally {
      running.current = false;
      setPending(null);
    }
  }, []);

  return { run, busy: pending !== null, pending, error, setError };
}
