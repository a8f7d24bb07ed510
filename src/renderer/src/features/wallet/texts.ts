import { TEXTS as BOOKING_TEXTS } from '#features/bookings/texts';
import { LOAD_TEXTS } from '#ui/load-texts';

/** The wallet's texts: the buyer's balance and history, the expert's earnings. */
export const TEXTS = {
  ...LOAD_TEXTS,
  open: BOOKING_TEXTS.open,

  walletTitle: 'Your wallet',
  walletBalance: 'Balance',
  walletHeld: 'Held for open bookings',
  buyTitle: 'Buy credits',
  creditsToBuy: 'Credits to buy',
  buyFor: (credits: number, rupees: string) =>
    `Buy ${credits} credit${credits === 1 ? '' : 's'} for ${rupees}`,
  buying: 'Buying…',
  bought: 'Credits added',
  history: 'History',
  noHistory: 'No movements yet.',
  historyColumns: ['Date', 'What', 'Credits'] as const,
  returnToBooking: 'Back to the gig',
  earningsTitle: 'Earnings',
  released: 'Earned (released)',
  heldForYou: 'Held for open bookings',
  completedSessions: 'Completed sessions',
  openBookings: 'Open bookings',
  releases: 'Released credits',
  noReleases: 'No sessions completed yet.',
} as const;
