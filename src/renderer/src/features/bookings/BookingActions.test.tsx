// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n/i18n';
import type { Booking } from '#shared/contract/http/bookings';
import { BookingActions } from './BookingActions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The bookings texts are a catalogue chunk of their own: loaded before the components render.
beforeAll(() => i18n.loadNamespaces('bookings'));

const NOW = new Date('2026-03-10T12:00:00.000Z');
const base: Booking = {
  id: 'b1',
  _id: 'b1',
  expert: { userName: 'ada', displayName: 'Ada', profilePicture: null },
  skill: 'Web Development',
  date: '2026-03-09T10:00:00.000Z',
  status: 'Pending',
  amount: 25,
  stage: 'requested',
  gigId: 'g1',
  gigTitle: 'React help',
  tier: 'standard',
  packageTitle: 'Deep dive',
  sessionTime: '1 hr',
  buyer: { name: 'Bo' },
  proposedTimes: ['2026-03-09T10:00:00.000Z', '2026-03-11T10:00:00.000Z', '2026-03-12T10:00:00.000Z'],
  scheduledAt: null,
  note: '',
  declineReason: '',
  buyerTimeZone: 'Asia/Kolkata',
  createdAt: '2026-03-08T10:00:00.000Z',
  expiresAt: '2026-03-11T10:00:00.000Z',
  updatedAt: '2026-03-08T10:00:00.000Z',
  viewerRole: 'expert',
  review: null,
  settlement: null,
  earning: null,
  cancellation: null,
};

let root: Root | null = null;
function render(booking: Booking, now: Date | 'clock' = NOW) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<BookingActions booking={booking} onChange={() => undefined} now={now === 'clock' ? undefined : now} />));
  return container;
}
const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => [b.textContent, b.disabled]);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('BookingActions', () => {
  it('lets the expert pick one proposed time that has not passed, or decline', () => {
    const c = render(base);
    const radios = [...c.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => [r.value, r.disabled, r.checked])).toEqual([
      ['2026-03-09T10:00:00.000Z', true, false],
      ['2026-03-11T10:00:00.000Z', false, true],
      ['2026-03-12T10:00:00.000Z', false, false],
    ]);
    expect(buttons(c)).toEqual([
      ['Accept', false],
      ['Decline', false],
    ]);
    act(() => c.querySelectorAll('button')[1]?.click());
    expect(c.querySelector('textarea')).not.toBeNull();
    expect(buttons(c).map(([t]) => t)).toEqual(['Accept', 'Decline booking', 'Keep it']);
  });

  it('asks the expert once before accepting commits them to the chosen time', () => {
    const c = render(base);
    act(() => c.querySelectorAll('button')[0]?.click());
    const group = c.querySelector('[role=group]');
    expect(group?.getAttribute('aria-label')).toMatch(/^Accept and commit to .*2026.*\? The buyer is told you will be there\.$/);
    expect(buttons(c)).toEqual([
      ['Yes, accept', false],
      ['Go back', false],
    ]);
    act(() => c.querySelectorAll('button')[1]?.click());
    expect(buttons(c)).toEqual([
      ['Accept', false],
      ['Decline', false],
    ]);
  });

  it('offers the expert no button for an accepted session: attendance settles it', () => {
    const accepted = { ...base, stage: 'accepted' as const, scheduledAt: '2026-03-10T11:00:00.000Z' };
    const started = render(accepted);
    expect(buttons(started)).toEqual([]);
    expect(started.textContent).toBe('The session is settled from who attended the room. The buyer can also confirm it early.');
  });

  it('enables Mark completed for the buyer when the start time passes, without a reload', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const accepted = {
      ...base,
      viewerRole: 'buyer' as const,
      stage: 'accepted' as const,
      scheduledAt: new Date(NOW.getTime() + 30_000).toISOString(),
    };
    const c = render(accepted, 'clock');
    expect(buttons(c)).toEqual([['Mark completed', true]]);
    act(() => void vi.advanceTimersByTime(31_000));
    expect(buttons(c)).toEqual([['Mark completed', false]]);
  });

  it('lets the buyer mark a started session completed early, after confirming', () => {
    const accepted = { ...base, viewerRole: 'buyer' as const, stage: 'accepted' as const, scheduledAt: '2026-03-11T10:00:00.000Z' };
    const early = render(accepted);
    expect(buttons(early)).toEqual([['Mark completed', true]]);
    expect(early.textContent).toContain('You can mark it completed once the session has started.');
    act(() => root?.unmount());
    const started = render({ ...accepted, scheduledAt: '2026-03-10T11:00:00.000Z' });
    expect(buttons(started)).toEqual([['Mark completed', false]]);
    act(() => started.querySelector('button')?.click());
    expect(started.textContent).toContain('Mark this session completed? Its credits go to the expert.');
    expect(buttons(started).map(([t]) => t)).toEqual(['Mark completed', 'Keep it']);
  });

  it('offers the buyer Cancel session while the server offers terms and the session has not started', () => {
    const offered = {
      ...base,
      viewerRole: 'buyer' as const,
      stage: 'accepted' as const,
      scheduledAt: '2026-03-11T10:00:00.000Z',
      cancellation: { terms: 'late' as const, toExpert: 6, toBuyer: 19, lateFrom: '2026-03-10T10:00:00.000Z' },
    };
    expect(buttons(render(offered))).toEqual([
      ['Mark completed', true],
      ['Cancel session', false],
    ]);
    act(() => root?.unmount());
    expect(buttons(render({ ...offered, scheduledAt: '2026-03-10T11:00:00.000Z' }))).toEqual([['Mark completed', false]]);
    act(() => root?.unmount());
    expect(buttons(render({ ...offered, viewerRole: 'expert' })).map(([t]) => t)).toEqual([]);
  });

  it('lets the buyer cancel a request after confirming, and offers nothing once it is settled', () => {
    const c = render({ ...base, viewerRole: 'buyer' });
    expect(buttons(c)).toEqual([['Cancel booking', false]]);
    act(() => c.querySelector('button')?.click());
    expect(c.textContent).toContain('Cancel this booking? Your credits come back to your wallet.');
    expect(buttons(c).map(([t]) => t)).toEqual(['Cancel booking', 'Keep it']);
    act(() => root?.unmount());
    for (const stage of ['completed', 'declined', 'cancelled', 'expired', 'expert_no_show', 'buyer_no_show', 'not_held'] as const) {
      const done = render({ ...base, viewerRole: 'buyer', stage });
      expect(done.textContent, stage).toBe('');
      act(() => root?.unmount());
    }
    root = null;
  });
});
