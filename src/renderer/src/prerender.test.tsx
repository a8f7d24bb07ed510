import { describe, expect, it, vi } from 'vitest';
import type * as ReactDomStatic from 'react-dom/static';

const prerenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomStatic>();
  return {
    ...actual,
    prerender: (...args: Parameters<typeof actual.prerender>) => {
      prerenders.count += 1;
      return actual.prerender(...args);
    },
  };
});

const { renderPage } = await import('./prerender');

describe('the server render of a page', () => {
  it('waits for a part that suspends, then draws the ready page in one pass with the same markup', async () => {
    // The about page is a lazy route: the first render finds it loading and is prerendered.
    const waited = await renderPage('/about', {}, 'en');
    expect(prerenders.count).toBe(1);
    expect(waited).toContain('<h1');
    expect(waited).not.toContain('<!--$!-->');

    const atOnce = await renderPage('/about', {}, 'en');
    expect(prerenders.count).toBe(1);
    expect(atOnce).toBe(waited);
  });

  it('draws the ready page in each language as the prerender did', async () => {
    const before = prerenders.count;
    const arabic = await renderPage('/ar/about', {}, 'ar');
    const again = await renderPage('/ar/about', {}, 'ar');
    expect(again).toBe(arabic);
    expect(prerenders.count - before).toBeLessThanOrEqual(1);
    expect(arabic).not.toBe(await renderPage('/about', {}, 'en'));
  });
});
