// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n';
import { Stars } from './Stars';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => i18n.loadNamespaces(['search', 'reviews']));

let root: Root | null = null;
function shown(rating: number | null, count: number): string {
  act(() => root?.unmount());
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Stars rating={rating} count={count} />));
  return container.textContent ?? '';
}

afterEach(async () => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

describe('a rating as a card or a page shows it', () => {
  it('says how many reviews it is from, with the plural of the language', async () => {
    expect(shown(5, 1)).toBe('5.0 (1 review)');
    expect(shown(4.7, 12)).toBe('4.7 (12 reviews)');
    expect(shown(null, 0)).toBe('New');
    act(() => root?.unmount());
    root = null;
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['search']);
    expect(shown(4.5, 2)).toBe('4,5 (2 avis)');
    act(() => root?.unmount());
    root = null;
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['search']);
    expect(shown(5, 2)).toContain('مراجعتان');
  });
});
