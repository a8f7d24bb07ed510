import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP } from '#server/pages/intl-warm-up';
import { EARLY_CLICKS_SCRIPT } from '#server/pages/early-clicks';

/** Runs the warm-up as the page's head would, for a page in `lang`, and answers the locales it formatted in. */
function warmUp(lang: string): string[] {
  const used: string[] = [];
  const record = (kind: string) =>
    class {
      constructor(locale: string) {
        used.push(`${kind} ${locale}`);
      }
      format = () => '';
    };
  const intl = { NumberFormat: record('number'), DateTimeFormat: record('date') };
  runInNewContext(INTL_WARM_UP, { document: { documentElement: { lang } }, Intl: intl });
  return used;
}

describe('the head script’s Intl warm-up', () => {
  it('formats in the page’s language as the client does, and in English for an unknown one', () => {
    expect(warmUp('pt')).toEqual(['number pt-BR', 'date pt-BR']);
    expect(warmUp('ar')).toEqual(['number ar', 'date ar']);
    expect(warmUp('xx')).toEqual(['number en', 'date en']);
  });

  it('never throws, even where Intl is missing', () => {
    expect(() =>
      runInNewContext(INTL_WARM_UP, { document: { documentElement: { lang: 'en' } }, Intl: undefined }),
    ).not.toThrow();
  });

  it('runs in the head script, before the first paint', () => {
    expect(EARLY_CLICKS_SCRIPT).toContain(INTL_WARM_UP);
  });
});
