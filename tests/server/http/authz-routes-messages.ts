import { randomUUID } from 'node:crypto';
import type { RouteName } from '#shared/contract/http';
import { jpegOf } from '../../helpers/gigs';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { bookOk } from '../bookings/bookings-fixtures';
import type { Actor, World } from './authz-world';
import type { RouteCase, Send } from './authz-routes';

/** The messages routes' cases of the authorization matrix; see authz-routes.ts. */
const signedIn = (valid: number) => ({
  valid: { anonymous: 401, buyer: valid, otherExpert: valid, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 } satisfies Record<Actor, number>,
});
const ownedByUser = (valid: number) => ({
  valid: { anonymous: 401, buyer: 404, otherExpert: 404, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 } satisfies Record<Actor, number>,
});
const json = (payload: object): Send => ({ payload });
const LONG_ID = 'x'.repeat(65);

/** A conversation of ownerBuyer's with a new expert; its id is a secret. */
async function ownersConversation(w: World): Promise<string> {
  const expert = await createTestExpert(w.t);
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/conversations/contact',
    headers: w.ownerBuyer.auth,
    payload: { expertUserName: expert.userName },
  });
  if (res.statusCode !== 200) throw new Error(`contact failed: ${res.body}`);
  return w.secret(res.json<{ conversation: { id: string } }>().conversation.id);
}

/**
 * An accepted booking of ownerBuyer's at the first slot ownerExpert's calendar offers (the matrix
 * saves availability on the way), without moving the clock; its id is a secret.
 */
async function acceptedAtOpenSlot(w: World): Promise<string> {
  const slots = await w.t.app.inject({ method: 'GET', url: `/api/public/gigs/${w.activeGig}/slots?tier=basic` });
  const at = slots.json<{ slots: string[] }>().slots.at(-1);
  if (!at) throw new Error(`no open slot: ${slots.body}`);
  const booking = await bookOk(w.t, w.ownerBuyer, w.activeGig, { times: [at] });
  const accept = await w.t.app.inject({ method: 'POST', url: `/api/bookings/${booking._id}/accept`, headers: w.ownerExpert.auth, payload: { scheduledAt: at } });
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  return w.secret(booking._id);
}

export const MESSAGE_ROUTE_CASES: Record<Extract<RouteName, `conversations${string}` | `users${'Block' | 'Unblock' | 'Report'}` | 'uploadMessageImage'>, RouteCase> = {
  conversationsList: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/conversations', invalidUrl: '/api/conversations?unknown=1' }),
  },
  conversationsUnread: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/conversations/unread', invalidUrl: '/api/conversations/unread?unknown=1' }),
  },
  conversationsContact: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => {
      const expert = await createTestExpert(w.t);
      return {
        url: '/api/conversations/contact',
        valid: () => json({ expertUserName: expert.userName }),
        invalid: () => json({ expertUserName: '' }),
      };
    },
  },
  conversationsForBooking: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const bookingId = await acceptedAtOpenSlot(w);
      return { url: `/api/conversations/booking/${bookingId}`, invalidUrl: `/api/conversations/booking/${LONG_ID}`, valid: () => json({}), invalid: () => json({}) };
    },
  },
  conversationsGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => ({ url: `/api/conversations/${await ownersConversation(w)}`, invalidUrl: `/api/conversations/${LONG_ID}` }),
  },
  conversationsMessages: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const id = await ownersConversation(w);
      return { url: `/api/conversations/${id}/messages`, invalidUrl: `/api/conversations/${id}/messages?limit=500` };
    },
  },
  conversationsSend: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(201),
    probe: async (w) => ({
      url: `/api/conversations/${await ownersConversation(w)}/messages`,
      valid: () => json({ clientId: randomUUID(), text: 'Hello, are you free on Friday?' }),
      invalid: () => json({ clientId: 'not-a-uuid', text: '' }),
    }),
  },
  conversationsRead: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => ({
      url: `/api/conversations/${await ownersConversation(w)}/read`,
      valid: () => json({ seq: 1 }),
      invalid: () => json({ seq: -1 }),
    }),
  },
  usersBlock: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => {
      const someone = await createTestUser(w.t);
      return { url: `/api/blocks/${someone.id}`, invalidUrl: `/api/blocks/${LONG_ID}`, valid: () => json({}), invalid: () => json({}) };
    },
  },
  usersUnblock: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => {
      const someone = await createTestUser(w.t);
      return { url: `/api/blocks/${someone.id}`, invalidUrl: `/api/blocks/${LONG_ID}` };
    },
  },
  usersReport: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async (w) => {
      const someone = await createTestUser(w.t);
      return {
        url: '/api/reports',
        valid: () => json({ userId: someone.id, reason: 'spam', details: 'Sends the same pitch to everyone.' }),
        invalid: () => json({ userId: someone.id, reason: 'dislike' }),
      };
    },
  },
  uploadMessageImage: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async () => ({
      url: '/api/upload/message-image',
      valid: async () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(await jpegOf(800, 600))], { type: 'image/jpeg' }), 'photo.jpg');
        return { payload: form };
      },
      invalid: () => {
        const form = new FormData();
        form.append('image', new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt');
        return { payload: form };
      },
    }),
  },
};
