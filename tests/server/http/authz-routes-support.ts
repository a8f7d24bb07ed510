import type { RouteName } from '#shared/contract/http';
import { each, json, LONG_ID, publicRoute, type Expectations, type RouteCase } from './authz-kit';
import { inject } from '../bookings/bookings-fixtures';
import type { World } from './authz-world';

type SupportRoute = Extract<RouteName, `supportTicket${string}`>;

const FORM = { topic: 'credits', subject: 'Credits missing', message: 'I bought credits and they are not in my wallet.', email: 'sender@example.com' };

/** A ticket's thread is its sender's: anyone else (anonymous without the link's key too) learns 404. */
const sendersOnly = (valid: number): Expectations => ({ valid: { anonymous: 404, buyer: 404, otherExpert: 404, owner: valid }, invalid: each(400) });

/** A ticket the owner (a buyer) opened, its id kept out of the matrix's leak check. */
async function ownTicket(w: World): Promise<string> {
  const opened = await inject(w.t, 'POST', '/api/support/tickets', w.ownerBuyer, FORM);
  if (opened.statusCode !== 201) throw new Error(`ticket failed: ${opened.body}`);
  return w.secret(opened.json<{ id: string }>().id);
}

/** The support tickets' cases of the authorization matrix; see authz-routes.ts. */
export const SUPPORT_ROUTE_CASES: Record<SupportRoute, RouteCase> = {
  supportTicketOpen: {
    owner: 'buyer',
    expect: publicRoute(201),
    probe: async () => ({ url: '/api/support/tickets', valid: () => json(FORM), invalid: () => json({ ...FORM, topic: 'weather' }) }),
  },
  supportTicket: {
    owner: 'buyer',
    owned: true,
    expect: sendersOnly(200),
    probe: async (w) => ({ url: `/api/support/tickets/${await ownTicket(w)}`, invalidUrl: `/api/support/tickets/${LONG_ID}` }),
  },
  supportTicketReply: {
    owner: 'buyer',
    owned: true,
    expect: sendersOnly(201),
    probe: async (w) => ({
      url: `/api/support/tickets/${await ownTicket(w)}/replies`,
      valid: () => json({ text: 'One more detail about it.' }),
      invalid: () => json({ text: '' }),
    }),
  },
};
