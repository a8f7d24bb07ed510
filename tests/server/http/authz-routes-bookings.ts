import type { RouteName } from '#shared/contract/http';
import {
  expertSelf,
  json,
  LONG_ID,
  ownedByExpert,
  ownedByUser,
  publicRoute,
  signedIn,
  type RouteCase,
} from './authz-kit';
import { inHours, inject } from '../bookings/bookings-fixtures';

type BookingRoute = Extract<
  RouteName,
  | 'bookingsMy'
  | 'bookingsExpert'
  | 'bookingsCreate'
  | 'bookingsGet'
  | 'bookingsCalendar'
  | 'bookingsAccept'
  | 'bookingsDecline'
  | 'bookingsCancel'
  | 'bookingsComplete'
  | 'reviewsCreate'
  | 'reviewsOfGig'
  | 'reviewsOfExpert'
  | 'reviewsReply'
>;

/** The booking and review routes' cases of the authorization matrix; see authz-routes.ts. */
export const BOOKING_ROUTE_CASES: Record<BookingRoute, RouteCase> = {
  bookingsMy: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/bookings/my', invalidUrl: '/api/bookings/my?sortBy=whatever' }),
  },
  bookingsExpert: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/bookings/expert', invalidUrl: '/api/bookings/expert?sortBy=whatever' }),
  },
  bookingsCreate: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async (w) => ({
      url: '/api/bookings',
      valid: () =>
        json({
          gigId: w.activeGig,
          tier: 'basic',
          proposedTimes: inHours(w.t, 24, 48),
          timeZone: 'Asia/Kolkata',
        }),
      invalid: () => json({ gigId: w.activeGig, tier: 'gold', proposedTimes: [] }),
    }),
  },
  bookingsGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('requested');
      return { url: `/api/bookings/${booking.id}`, invalidUrl: `/api/bookings/${LONG_ID}` };
    },
  },
  bookingsCalendar: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('accepted');
      return { url: `/api/bookings/${booking.id}/session.ics`, invalidUrl: `/api/bookings/${LONG_ID}/session.ics` };
    },
  },
  bookingsAccept: {
    owner: 'expert',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('requested');
      return {
        url: `/api/bookings/${booking.id}/accept`,
        valid: () => json({ scheduledAt: booking.proposedTimes[0] ?? '' }),
        invalid: () => json({ scheduledAt: 'tomorrow at noon' }),
      };
    },
  },
  bookingsDecline: {
    owner: 'expert',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('requested');
      return {
        url: `/api/bookings/${booking.id}/decline`,
        valid: () => json({ reason: 'Fully booked this week' }),
        invalid: () => json({ reason: 42 }),
      };
    },
  },
  bookingsCancel: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('requested');
      return {
        url: `/api/bookings/${booking.id}/cancel`,
        valid: () => json({}),
        invalid: () => json({ refund: 'double' }),
      };
    },
  },
  bookingsComplete: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('accepted');
      return {
        url: `/api/bookings/${booking.id}/complete`,
        valid: () => json({}),
        invalid: () => json({ rating: 5 }),
      };
    },
  },
  reviewsCreate: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(201),
    probe: async (w) => {
      const booking = await w.booking('completed');
      return {
        url: `/api/bookings/${booking.id}/review`,
        valid: () => json({ rating: 5, text: 'Clear and patient, solved my problem.' }),
        invalid: () => json({ rating: 9, text: '' }),
      };
    },
  },
  reviewsOfGig: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async (w) => ({
      url: `/api/reviews/gigs/${w.activeGig}`,
      invalidUrl: `/api/reviews/gigs/${LONG_ID}`,
    }),
  },
  reviewsOfExpert: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async (w) => ({
      url: `/api/reviews/experts/${w.ownerExpert.userName}`,
      invalidUrl: `/api/reviews/experts/${LONG_ID}`,
    }),
  },
  reviewsReply: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(200),
    probe: async (w) => {
      const booking = await w.booking('completed');
      const res = await inject(w.t, 'POST', `/api/bookings/${booking.id}/review`, w.ownerBuyer, {
        rating: 4,
        text: 'Patient and clear.',
      });
      if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
      const reviewId = res.json<{ review: { _id: string } }>().review._id;
      return {
        url: `/api/reviews/${reviewId}/reply`,
        valid: () => json({ text: 'Thank you, glad it helped!' }),
        invalid: () => json({ text: ' ' }),
      };
    },
  },
};
