// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n';
import { StageBadge, stageTone } from './StageBadge';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The bookings texts are a catalogue chunk of their own: loaded before the components render.
beforeAll(() => i18n.loadNamespaces('bookings'));

let root: Root | null = null;
function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(node));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('StageBadge', () => {
  it('shows an accepted booking as Accepted with its time, not "Pending · Accepted"', () => {
    const c = render(<StageBadge status="Pending" stage="accepted" scheduledAt="2026-03-04T10:00:00.000Z" />);
    expect(c.querySelector('.bk-status')?.textContent).toBe('Accepted');
    expect(c.textContent).not.toContain('Pending');
    expect(c.querySelector('.bk-stage')?.textContent).toMatch(/2026/);
  });

  it('keeps the spec status with the finer stage for the other stages', () => {
    const c = render(<StageBadge status="Pending" stage="requested" />);
    expect(c.querySelector('.bk-status')?.textContent).toBe('Pending');
    expect(c.querySelector('.bk-stage')?.textContent).toBe('Waiting for the expert');
  });

  it('shows a booking the buyer cancelled as Cancelled alone, not "Failed · Cancelled", in its own tone', () => {
    const c = render(<StageBadge status="Failed" stage="cancelled" />);
    expect(c.querySelector('.bk-status')?.textContent).toBe('Cancelled');
    expect(c.querySelector('.bk-status-cancelled')).not.toBeNull();
    expect(c.textContent).not.toContain('Failed');
    expect(c.querySelector('.bk-stage')).toBeNull();
  });

  it('keeps "Failed" with the reason beside it when the session did not happen for another reason', () => {
    const c = render(<StageBadge status="Failed" stage="declined" />);
    expect(c.querySelector('.bk-status')?.textContent).toBe('Failed');
    expect(c.querySelector('.bk-stage')?.textContent).toBe('Declined by the expert');
    expect(stageTone('Failed', 'expert_no_show')).toBe('failed');
  });
});
