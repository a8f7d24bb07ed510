// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n';
import type { Booking } from '#shared/contract/http/bookings';
import { BookingDetails } from './BookingDetails';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => i18n.loadNamespaces(['bookings', 'reviews']));

const completed: Booking = {
  id: 'b1',
  _id: 'b1',
  expert: { userName: 'ada', displayName: 'Ada', profilePicture: null },
  skill: 'Web Development',
  date: '2026-03-09T10:00:00.000Z',
  status: 'Completed',
  amount: 25,
  stage: 'completed',
  gigId: 'g1',
  gigTitle: 'React help',
  tier: 'standard',
  packageTitle: 'Deep dive',
  sessionTime: '1 hr',
  buyer: { name: 'Bo Buyer' },
  proposedTimes: ['2026-03-09T10:00:00.000Z'],
  scheduledAt: '2026-03-09T10:00:00.000Z',
  note: '',
  declineReason: '',
  buyerTimeZone: 'Asia/Kolkata',
  createdAt: '2026-03-08T10:00:00.000Z',
  expiresAt: '2026-03-11T10:00:00.000Z',
  updatedAt: '2026-03-09T11:00:00.000Z',
  viewerRole: 'buyer',
  review: { rating: 4, text: 'Clear and patient.', createdAt: '2026-03-09T12:00:00.000Z' },
  settlement: null,
  earning: null,
  cancellation: null,
};

let root: Root | null = null;
function render(booking: Booking) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        <BookingDetails booking={booking} />
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

const reviewRow = (c: HTMLElement) => {
  const term = [...c.querySelectorAll('dt')].find((dt) => dt.nextElementSibling?.textContent?.includes('Clear and patient.'));
  return { label: term?.textContent, stars: term?.nextElementSibling?.querySelector('[role=img]')?.getAttribute('aria-label') };
};

describe('BookingDetails', () => {
  it("labels the review as the buyer's own for the buyer", () => {
    expect(reviewRow(render(completed)).label).toBe('Your review');
  });

  it("labels the review as the buyer's, with its stars, for the expert", () => {
    const row = reviewRow(render({ ...completed, viewerRole: 'expert' }));
    expect(row.label).toBe('Review from Bo Buyer');
    expect(row.stars).toMatch(/4/);
  });

  it('tells the expert what they earn after the platform fee, and the buyer nothing of it', () => {
    const earning = (c: HTMLElement) => c.querySelector('[data-testid=booking-earning]')?.textContent;
    expect(earning(render({ ...completed, viewerRole: 'expert', earning: { feePercent: 20, fee: 5, credits: 20 } }))).toBe('20 credits (₹200) after the platform fee of 20% (5 credits (₹50))');
    act(() => root?.unmount());
    expect(earning(render(completed))).toBeUndefined();
  });

  it('says where a cancelled session’s credits went, to each side in its words', () => {
    const row = (c: HTMLElement) => c.querySelector('[data-testid=booking-cancellation]')?.textContent;
    const late = { ...completed, stage: 'cancelled', status: 'Failed', review: null, cancellation: { terms: 'late', toExpert: 5, toBuyer: 15, lateFrom: '2026-03-09T10:00:00.000Z' } } as const;
    expect(row(render(late))).toBe('5 credits (₹50) went to the expert for the late cancellation, 15 credits (₹150) came back to you.');
    act(() => root?.unmount());
    expect(row(render({ ...late, viewerRole: 'expert' }))).toBe('The buyer cancelled late: 5 credits (₹50) come to you for the time you kept.');
    act(() => root?.unmount());
    expect(row(render({ ...late, cancellation: { ...late.cancellation, terms: 'free_with_pro', toExpert: 0, toBuyer: 20 } }))).toBe(
      'No cancellation fee: you were on Pro. All 20 credits (₹200) came back to you.',
    );
    act(() => root?.unmount());
    expect(row(render(completed))).toBeUndefined();
  });
});
