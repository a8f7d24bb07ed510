import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ApiError, networkError } from './client';
import { PageDataContext } from './page-data';

/** What a load is for: a string or a list of plain values (compared by their JSON); `null` loads nothing. */
export type QueryKey = string | readonly (string | number | boolean | null | undefined)[] | null;

/**
 * A page's data. `data` is the last answer: it stays while a new key or a retry loads (to keep a
 * list on screen, dimmed) and after a failure. `idle` means the key is `null` (nothing to load yet).
 */
export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: ApiError };

export type Query<T> = QueryState<T> & {
  /** Loads the same key again. */
  retry: () => void;
  /** Replaces the data in place (an action answered the new state). */
  set: (data: T) => void;
  /** Changes the data in place; nothing happens before the first answer. */
  update: (change: (current: T) => T) => void;
};

/** The last settled load: its key and round, and its answer or its failure (with the last answer). */
type Settled<T> = { key: string; round: number } & ({ data: T; error: null } | { data: T | undefined; error: ApiError });

/** A key as the text loads are told apart by (and a server-rendered page's answers are found by). */
export const queryKeyText = (key: Exclude<QueryKey, null>): string => (typeof key === 'string' ? key : JSON.stringify(key));

/** Every failure is an ApiError: the client's own, or 'Something went wrong!' for anything else. */
const asApiError = (err: unknown): ApiError => (err instanceof ApiError ? err : networkError());

/**
 * Loads `load(signal)` for `key`, the one way a renderer page loads data: a new key or `retry`
 * aborts the load under way and starts another; an answer that arrives after its load was
 * aborted (unmount, a newer key) is dropped, so answers never land out of order. `load` may be
 * an inline function: only the key decides when to load. On a page the server rendered
 * the first key starts ready with the answer the page came with, and is not loaded again.
 */
export function useQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  const current = key === null ? null : queryKeyText(key);
  const pageData = useContext(PageDataContext);
  const [round, setRound] = useState(0);
  // The page's answer was validated by the server with the route's response schema, as call() does.
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    current !== null && pageData?.has(current) ? { key: current, round: 0, data: pageData.get(current) as T, error: null } : null,
  );
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (current === null) return;
    // The answer the page came with is taken once, instead of a load.
    if (round === 0 && pageData?.delete(current)) return;
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: current, round, data, error: null });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSettled((s) => ({ key: current, round, data: s?.data, error: asApiError(err) }));
      },
    );
    return () => controller.abort();
  }, [current, round, pageData]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setSettled((s) => (s ? { key: s.key, round: s.round, data, error: null } : s)), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((s) => {
        if (!s) return s;
        if (s.error === null) return { ...s, data: change(s.data) };
        return s.data === undefined ? s : { key: s.key, round: s.round, data: change(s.data), error: null };
      }),
    [],
  );
  const actions = { retry, set, update };

  if (current === null) return { status: 'idle', data: undefined, error: null, ...actions };
  if (settled?.key !== current || settled.round !== round) return { status: 'loading', data: settled?.data, error: null, ...actions };
  if (settled.error) return { status: 'error', data: settled.data, error: settled.error, ...actions };
  return { status: 'ready', data: settled.data, error: null, ...actions };
}
