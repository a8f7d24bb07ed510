// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n';
import type { OrderRow } from '#shared/contract/http/orders';
import { OrdersPanel } from './OrdersSection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = new Date(2026, 5, 15, 12);
const row = (id: string, date: Date, status: OrderRow['status'], skill: string, expert: string): OrderRow => ({
  id,
  _id: id,
  expert: { userName: expert.toLowerCase(), displayName: expert, profilePicture: null },
  skill,
  date: date.toISOString(),
  status,
  amount: 40,
});
const rows = [
  row('a', new Date(2026, 5, 3), 'Completed', 'Video Editing', 'Vik'),
  row('b', new Date(2026, 3, 20), 'Pending', 'React', 'Ada'),
  row('c', new Date(2025, 1, 1), 'Failed', 'Blender', 'Bea'),
];

// The texts of the orders and of the widgets they show (stage, session link) are chunks of their own: loaded before rendering, as the page's Suspense would wait for them.
beforeAll(() => i18n.loadNamespaces(['orders', 'bookings', 'sessions']));

let root: Root | null = null;
function render(list: OrderRow[]) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        <OrdersPanel rows={list} now={NOW} />
      </MemoryRouter>,
    ),
  );
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const skills = (c: HTMLElement) => [...c.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? tr.textContent);
const select = (c: HTMLElement, label: string) =>
  [...c.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.querySelector('select') as HTMLSelectElement;
function choose(el: HTMLSelectElement, value: string) {
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function type(el: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the orders section', () => {
  it('shows the columns and "No orders yet" without orders', () => {
    const c = render([]);
    expect([...c.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Expert', 'Skill', 'Date', 'Status', 'Amount']);
    expect(c.querySelector('tbody')?.textContent).toBe('No orders yet');
    expect(c.querySelector('h2')?.textContent).toBe('Your orders');
  });

  it('filters by status, range and search, sorts, and Reset Filter brings everything back', () => {
    const c = render(rows);
    expect(skills(c)).toEqual(['Video Editing', 'React', 'Blender']);
    choose(select(c, 'Sort By'), 'oldest');
    expect(skills(c)).toEqual(['Blender', 'React', 'Video Editing']);
    choose(select(c, 'Status'), 'Pending');
    expect(skills(c)).toEqual(['React']);
    choose(select(c, 'Status'), 'all');
    choose(select(c, 'Range'), 'last-3-months');
    expect(skills(c)).toEqual(['React', 'Video Editing']);
    const search = c.querySelector('input[type=search]') as HTMLInputElement;
    expect(search.placeholder).toBe('Search your orders');
    type(search, 'vik');
    expect(skills(c)).toEqual(['Video Editing']);
    type(search, 'nothing like this');
    expect(c.querySelector('tbody')?.textContent).toBe('No orders match these filters.');
    const reset = [...c.querySelectorAll('button')].find((b) => b.textContent === 'Reset Filter');
    act(() => reset?.click());
    expect(skills(c)).toEqual(['Video Editing', 'React', 'Blender']);
    expect(search.value).toBe('');
    expect(select(c, 'Range').value).toBe('');
  });

  it('shows each order with its expert, date, status and amount in credits', () => {
    const c = render(rows.slice(0, 1));
    const cells = [...c.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['VVik', 'Video Editing', 'June 3, 2026', 'Completed', '40 credits']);
  });
});
