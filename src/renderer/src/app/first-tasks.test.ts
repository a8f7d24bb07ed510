import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask, loadIntlData } from './first-tasks';

describe('first tasks', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a step after the current task, in queue order', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    inOwnTask(() => ran.push('router'));
    inOwnTask(() => ran.push('intl'));
    ran.push('entry');
    expect(ran).toEqual(['entry']);
    vi.runAllTimers();
    expect(ran).toEqual(['entry', 'router', 'intl']);
  });

  it('loads the locale data of every interface locale without throwing', () => {
    for (const locale of ['en', 'pt-BR', 'fr', 'ar', 'ko']) expect(() => loadIntlData(locale)).not.toThrow();
  });
});
