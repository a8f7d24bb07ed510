// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { deferred, flush, renderHook } from './render-hook.test-support';
import { messageOf, useAction } from './use-action';

describe('useAction', () => {
  it('is busy while the action runs, with its arguments, and answers its result', async () => {
    const answer = deferred<string>();
    const hook = renderHook(() => useAction((id: string, n: number) => answer.promise.then((a) => `${a}:${id}:${n}`)), null);
    expect(hook.current).toMatchObject({ busy: false, pending: null, error: null });
    let result: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      result = hook.current.run('g1', 2);
    });
    expect(hook.current).toMatchObject({ busy: true, pending: ['g1', 2] });
    answer.resolve('done');
    await flush();
    expect(await result).toBe('done:g1:2');
    expect(hook.current).toMatchObject({ busy: false, pending: null, error: null });
    hook.unmount();
  });

  it('ignores a second submit while the first runs (a double click sends once)', async () => {
    const answer = deferred<null>();
    let sent = 0;
    const hook = renderHook(
      () =>
        useAction(() => {
          sent += 1;
          return answer.promise;
        }),
      null,
    );
    let second: Promise<null | undefined> = Promise.resolve(undefined);
    act(() => {
      void hook.current.run();
      // The same tick, before React renders busy: still refused.
      second = hook.current.run();
    });
    void hook.current.run();
    expect(sent).toBe(1);
    answer.resolve(null);
    await flush();
    expect(await second).toBeUndefined();
    expect(hook.current.busy).toBe(false);
    act(() => void hook.current.run());
    expect(sent).toBe(2);
    hook.unmount();
  });

  it("shows a failure's message, tells onError, and clears it on the next run", async () => {
    const failures: unknown[] = [];
    let fail = true;
    const hook = renderHook(
      () =>
        useAction(
          async () => {
            if (fail) throw new ApiError(402, 'INSUFFICIENT_CREDITS', 'Not enough credits');
            return 'ok';
          },
          { onError: (err) => failures.push(err) },
        ),
      null,
    );
    await act(async () => {
      expect(await hook.current.run()).toBeUndefined();
    });
    expect(hook.current).toMatchObject({ busy: false, error: 'Not enough credits' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });

    fail = false;
    await act(async () => {
      expect(await hook.current.run()).toBe('ok');
    });
    expect(hook.current.error).toBeNull();
    hook.unmount();
  });

  it('errorOf shapes what the page shows; setError shows a problem found before running', async () => {
    const hook = renderHook(
      () =>
        useAction(
          () => Promise.reject(new Error('offline')),
          { errorOf: (err) => ({ text: err instanceof Error ? err.message : '?', step: 'publish' }) },
        ),
      null,
    );
    act(() => hook.current.setError({ text: 'Title is required', step: 'overview' }));
    expect(hook.current.error).toEqual({ text: 'Title is required', step: 'overview' });
    await act(async () => {
      await hook.current.run();
    });
    expect(hook.current.error).toEqual({ text: 'offline', step: 'publish' });
    hook.unmount();
  });

  it('messageOf shows an Error by its message and anything else as text', () => {
    expect(messageOf(new ApiError(409, 'TAKEN', 'Taken'))).toBe('Taken');
    expect(messageOf('plain')).toBe('plain');
  });
});
