// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, flush, renderHook } from './render-hook.test-support';
import { useTokenRedemption } from './use-token-redemption';

describe('useTokenRedemption', () => {
  it('posts a token once, even when StrictMode runs its effect twice, and answers the result', async () => {
    const answer = deferred<string>();
    const posted: string[] = [];
    const redeem = (token: string) => {
      posted.push(token);
      return answer.promise;
    };
    const hook = renderHook((token: string) => useTokenRedemption(token, redeem), 't1', (probe) => <StrictMode>{probe}</StrictMode>);
    expect(hook.current).toEqual({ kind: 'pending' });
    answer.resolve('verified');
    await flush();
    expect(hook.current).toEqual({ kind: 'done', value: 'verified' });
    hook.rerender('t1');
    expect(posted).toEqual(['t1']);
    hook.unmount();
  });

  it('says a link without a token is missing, and keeps a refusal', async () => {
    const missing = renderHook((token: string) => useTokenRedemption(token, () => Promise.resolve(1)), '');
    expect(missing.current).toEqual({ kind: 'missing' });
    missing.unmount();
    const refused = new Error('used');
    const failed = renderHook((token: string) => useTokenRedemption(token, () => Promise.reject(refused)), 't2');
    await flush();
    expect(failed.current).toEqual({ kind: 'failed', error: refused });
    failed.unmount();
  });
});
