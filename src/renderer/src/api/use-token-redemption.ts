import { useEffect, useRef, useState } from 'react';

/** Where a one-time link's token stands: none in the link, being posted, redeemed, or refused. */
export type Redemption<R> =
  | { kind: 'missing' }
  | { kind: 'pending' }
  | { kind: 'done'; value: R }
  | { kind: 'failed'; error: unknown };

/**
 * Redeems the token of a one-time link (sign-in link, email verification, email change) as its
 * page opens. The server accepts such a token once, so it is posted once per token, even when
 * React runs effects twice (StrictMode) or `redeem` is a new function at each render.
 */
export function useTokenRedemption<R>(token: string, redeem: (token: string) => Promise<R>): Redemption<R> {
  const [state, setState] = useState<Redemption<R>>(token ? { kind: 'pending' } : { kind: 'missing' });
  const started = useRef<string | null>(null);
  const latest = useRef(redeem);
  useEffect(() => {
    latest.current = redeem;
  });

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    latest.current(token).then(
      (value) => setState({ kind: 'done', value }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }, [token]);

  return state;
}
