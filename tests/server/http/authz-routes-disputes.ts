import type { RouteName } from '#shared/contract/http';
import { json, LONG_ID, ownedByUser, type RouteCase } from './authz-kit';
import { inject } from '../bookings/bookings-fixtures';

type DisputeRoute = Extract<RouteName, 'disputeOfBooking' | 'disputeOpen' | 'disputePost'>;

const TEXT = 'The expert left after five minutes and never came back.';

/** The dispute routes' cases of the authorization matrix; see authz-routes.ts. */
export const DISPUTE_ROUTE_CASES: Record<DisputeRoute, RouteCase> = {
  disputeOfBooking: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('completed');
      return { url: `/api/bookings/${booking.id}/dispute`, invalidUrl: `/api/bookings/${LONG_ID}/dispute` };
    },
  },
  disputeOpen: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(201),
    probe: async (w) => {
      const booking = await w.booking('completed');
      return {
        url: `/api/bookings/${booking.id}/dispute`,
        valid: () => json({ reason: 'poor_quality', text: TEXT }),
        invalid: () => json({ reason: 'bored', text: 'short' }),
      };
    },
  },
  disputePost: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(201),
    probe: async (w) => {
      const booking = await w.booking('completed');
      const opened = await inject(w.t, 'POST', `/api/bookings/${booking.id}/dispute`, w.ownerBuyer, { reason: 'poor_quality', text: TEXT });
      if (opened.statusCode !== 201) throw new Error(`dispute failed: ${opened.body}`);
      const id = w.secret(opened.json<{ dispute: { id: string } }>().dispute.id);
      return { url: `/api/disputes/${id}/posts`, valid: () => json({ text: 'One more detail.' }), invalid: () => json({ text: '' }) };
    },
  },
};
