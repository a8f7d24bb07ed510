// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '#api/render-hook.test-support';
import { useRefreshWhile } from './use-refresh-while';

describe('useRefreshWhile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 7, 6, 0), toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every 3 seconds while waiting, and not once it stops waiting', () => {
    const refresh = vi.fn();
    const hook = renderHook(({ waiting }: { waiting: boolean }) => useRefreshWhile(waiting, refresh), { waiting: true });
    vi.advanceTimersByTime(2_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    hook.rerender({ waiting: false });
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    hook.unmount();
  });

  it('never asks when not waiting, and gives up ten minutes after it began', () => {
    const refresh = vi.fn();
    const idle = renderHook(() => useRefreshWhile(false, refresh), undefined);
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    idle.unmount();
    const hook = renderHook(() => useRefreshWhile(true, refresh), undefined);
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(200);
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(200);
    hook.unmount();
  });
});
