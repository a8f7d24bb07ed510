// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { deferred, flush, renderHook } from './render-hook.test-support';
import { PageDataContext, type PageData } from './page-data';
import { queryKeyText, useQuery, type QueryKey } from './use-query';

/** A load whose calls are recorded with their signal and answered from the test. */
function scriptedLoad<T>() {
  const calls: { key: QueryKey; signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = [];
  const loadFor = (key: QueryKey) => (signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ key, signal, answer });
    return answer.promise;
  };
  return { calls, loadFor };
}

function call<T>(calls: { signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[], i: number) {
  const c = calls[i];
  if (!c) throw new Error(`No load number ${i}.`);
  return c;
}

describe('useQuery', () => {
  it('loads, then reports the data', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    expect(hook.current.status).toBe('loading');
    expect(hook.current.data).toBeUndefined();
    call(calls, 0).answer.resolve('A');
    await flush();
    expect(hook.current).toMatchObject({ status: 'ready', data: 'A', error: null });
    hook.unmount();
  });

  it('aborts the load under way when the page goes, and drops its late answer', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    expect(call(calls, 0).signal.aborted).toBe(false);
    hook.unmount();
    expect(call(calls, 0).signal.aborted).toBe(true);
    call(calls, 0).answer.resolve('late');
    await flush();
    expect(hook.current.status).toBe('loading');
  });

  it('aborts the older load when the key changes; its answer never replaces the newer one', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    hook.rerender('b');
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    expect(call(calls, 0).signal.aborted).toBe(true);
    expect(call(calls, 1).signal.aborted).toBe(false);
    call(calls, 1).answer.resolve('B');
    await flush();
    // The first load ignored its abort and answers last: too late.
    call(calls, 0).answer.resolve('A');
    await flush();
    expect(hook.current).toMatchObject({ status: 'ready', data: 'B' });
    hook.unmount();
  });

  it('keeps the last data on screen while a new key loads', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    call(calls, 0).answer.resolve('A');
    await flush();
    hook.rerender('b');
    expect(hook.current).toMatchObject({ status: 'loading', data: 'A' });
    call(calls, 1).answer.resolve('B');
    await flush();
    expect(hook.current).toMatchObject({ status: 'ready', data: 'B' });
    hook.unmount();
  });

  it('loads only when the key changes, not when the load function does', () => {
    let loads = 0;
    const hook = renderHook(
      (key: readonly string[]) =>
        useQuery(key, () => {
          loads += 1;
          return new Promise<string>(() => undefined);
        }),
      ['gig', '1'],
    );
    hook.rerender(['gig', '1']);
    hook.rerender(['gig', '1']);
    expect(loads).toBe(1);
    hook.rerender(['gig', '2']);
    expect(loads).toBe(2);
    hook.unmount();
  });

  it("reports the API's error; retry loads again", async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    call(calls, 0).answer.reject(new ApiError(404, 'NOT_FOUND', 'Gig not found'));
    await flush();
    expect(hook.current.status).toBe('error');
    expect(hook.current.error).toMatchObject({ status: 404, message: 'Gig not found' });

    act(() => hook.current.retry());
    expect(hook.current).toMatchObject({ status: 'loading', error: null });
    expect(calls).toHaveLength(2);
    call(calls, 1).answer.resolve('A');
    await flush();
    expect(hook.current).toMatchObject({ status: 'ready', data: 'A' });
    hook.unmount();
  });

  it('turns any other failure into the network error, and keeps the last data after it', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    call(calls, 0).answer.resolve('A');
    await flush();
    act(() => hook.current.retry());
    call(calls, 1).answer.reject(new TypeError('boom'));
    await flush();
    expect(hook.current.status).toBe('error');
    expect(hook.current.error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Something went wrong!' });
    expect(hook.current.data).toBe('A');
    hook.unmount();
  });

  it('a retry during a load aborts it and only the newer answer counts', async () => {
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    act(() => hook.current.retry());
    expect(call(calls, 0).signal.aborted).toBe(true);
    call(calls, 0).answer.reject(new ApiError(500, 'HTTP', 'old failure'));
    await flush();
    expect(hook.current.status).toBe('loading');
    call(calls, 1).answer.resolve('fresh');
    await flush();
    expect(hook.current).toMatchObject({ status: 'ready', data: 'fresh' });
    hook.unmount();
  });

  it('loads nothing for a null key', () => {
    let loads = 0;
    const hook = renderHook(
      (key: string | null) =>
        useQuery(key, () => {
          loads += 1;
          return Promise.resolve('x');
        }),
      null,
    );
    expect(hook.current).toMatchObject({ status: 'idle', data: undefined });
    expect(loads).toBe(0);
    hook.unmount();
  });

  it('set and update change the data in place', async () => {
    const { calls, loadFor } = scriptedLoad<number[]>();
    const hook = renderHook((key: string) => useQuery(key, loadFor(key)), 'a');
    act(() => hook.current.update((n) => [...n, 9]));
    expect(hook.current.data).toBeUndefined();
    call(calls, 0).answer.resolve([1, 2]);
    await flush();
    act(() => hook.current.update((n) => n.map((x) => x * 10)));
    expect(hook.current).toMatchObject({ status: 'ready', data: [10, 20] });
    act(() => hook.current.set([7]));
    expect(hook.current).toMatchObject({ status: 'ready', data: [7] });
    expect(calls).toHaveLength(1);
    hook.unmount();
  });

  it('starts from the answer a server-rendered page came with, takes it once, and loads other keys', async () => {
    const pageData: PageData = new Map([[queryKeyText(['gig', 'a']), 'A from the page']]);
    const withPage = (probe: ReactNode) => <PageDataContext value={pageData}>{probe}</PageDataContext>;
    const { calls, loadFor } = scriptedLoad<string>();
    const hook = renderHook((id: string) => useQuery(['gig', id], loadFor(['gig', id])), 'a', withPage);
    expect(hook.current).toMatchObject({ status: 'ready', data: 'A from the page' });
    expect(calls).toHaveLength(0);
    expect(pageData.size).toBe(0);
    hook.rerender('b');
    expect(hook.current).toMatchObject({ status: 'loading', data: 'A from the page' });
    call(calls, 0).answer.resolve('B');
    await flush();
    // Back to the first key: loaded afresh, the page's answer was taken.
    hook.rerender('a');
    expect(calls.map((c) => c.key)).toEqual([['gig', 'b'], ['gig', 'a']]);
    hook.unmount();
  });
});
