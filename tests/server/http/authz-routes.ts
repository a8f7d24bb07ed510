import { randomUUID } from 'node:crypto';
import type { RouteName } from '#shared/contract/http';
import { TEST_SIGNATURE_HEADER, signTestWebhook, testWebhookSecret } from '#server/modules/wallet/payments';
import { validGigInput } from '../../helpers/gigs';
import { validEdit } from '../../helpers/expert-submission';
import { TEST_PASSWORD } from '../../helpers/users';
import { defaultAvailability } from '#shared/domain/availability';
import { insertNotification } from '#server/modules/notifications/repo';
import { ensureBookingConversation, insertMessageOnce } from '#server/modules/conversations/repo';
import { BOOKING_ROUTE_CASES } from './authz-routes-bookings';
import { MESSAGE_ROUTE_CASES } from './authz-routes-messages';
import { each, expertSelf, imageForm, json, pdfForm, LONG_ID, ownedByExpert, ownedByUser, publicRoute, signedIn, textForm, UNKNOWN_QUERY, type RouteCase, type Send } from './authz-kit';
import { PAYOUT_ROUTE_CASES } from './authz-routes-payouts';
import { PAYMENT_ROUTE_CASES } from './authz-routes-payments';
import { ACCOUNT_ROUTE_CASES } from './authz-routes-account';
import { ANALYTICS_ROUTE_CASES } from './authz-routes-analytics';
import { SECOND_FACTOR_ROUTE_CASES } from './authz-routes-second-factor';
import { OPS_ROUTE_CASES } from './authz-routes-ops';
import { DISPUTE_ROUTE_CASES } from './authz-routes-disputes';
import { SUPPORT_ROUTE_CASES } from './authz-routes-support';
import { REQUEST_ROUTE_CASES } from './authz-routes-requests';
import { REPORT_ROUTE_CASES } from './authz-routes-reports';
import { SUBSCRIPTION_ROUTE_CASES } from './authz-routes-subscriptions';
import { RANKING_ROUTE_CASES } from './authz-routes-ranking';

export type { Expectations, Probe, RouteCase, Send } from './authz-kit';

let signups = 0;

/**
 * Every route of the contract, by name (TypeScript makes a new route add its entry here), with
 * the status each actor must get for a valid and for an invalid request.
 */
export const ROUTE_CASES: Record<RouteName, RouteCase> = {
  health: { owner: 'buyer', expect: publicRoute(200), probe: async () => ({ url: '/api/health', invalidUrl: `/api/health${UNKNOWN_QUERY}` }) },
  healthReady: { owner: 'buyer', expect: publicRoute(200), probe: async () => ({ url: '/api/health/ready', invalidUrl: `/api/health/ready${UNKNOWN_QUERY}` }) },
  searchGigs: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/gigs/search?keyword=blender', invalidUrl: '/api/gigs/search?sortBy=cheapest-first' }),
  },
  searchSuggestions: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/search/suggestions?q=photshop', invalidUrl: '/api/search/suggestions?q=x&limit=3' }),
  },
  searchLanguages: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/search/languages', invalidUrl: `/api/search/languages${UNKNOWN_QUERY}` }),
  },
  mostBookedGigs: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/catalog/skills/video-editing/most-booked', invalidUrl: '/api/catalog/gadgets/video-editing/most-booked' }),
  },
  publicGig: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async (w) => ({ url: `/api/public/gigs/${w.activeGig}`, invalidUrl: `/api/public/gigs/${w.activeGig}${UNKNOWN_QUERY}` }),
  },
  publicExpert: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async (w) => ({
      url: `/api/public/experts/${w.ownerExpert.userName}`,
      invalidUrl: `/api/public/experts/${w.ownerExpert.userName}${UNKNOWN_QUERY}`,
    }),
  },
  usersSignup: {
    owner: 'buyer',
    expect: publicRoute(201),
    probe: async () => ({
      url: '/api/users/signup',
      valid: () => json({ name: 'New Person', emailOrUsername: `signup-${(signups += 1)}-${Date.now()}@example.com`, password: TEST_PASSWORD }),
      invalid: () => json({ name: 'New Person', emailOrUsername: 'not-an-email', password: 'short' }),
    }),
  },
  usersLogin: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async (w) => ({
      url: '/api/users/login',
      valid: () => json({ emailOrUsername: w.loginUser.email, password: TEST_PASSWORD }),
      invalid: () => json({ emailOrUsername: '', password: '' }),
    }),
  },
  usersMe: { owner: 'buyer', expect: signedIn(200), probe: async () => ({ url: '/api/users/me', invalidUrl: `/api/users/me${UNKNOWN_QUERY}` }) },
  // A well-formed link that is not (or no longer) valid: 400 INVALID_TOKEN, the same for everyone.
  usersVerifyEmail: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async () => ({ url: '/api/users/verify-email?token=abcdef0123456789', invalidUrl: '/api/users/verify-email' }),
  },
  usersResendVerification: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async () => ({
      url: '/api/users/resend-verification',
      valid: () => json({ email: 'nobody-here@example.com' }),
      invalid: () => json({ email: 'nope' }),
    }),
  },
  usersForgotPassword: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async () => ({
      url: '/api/users/forgot-password',
      valid: () => json({ email: 'nobody-here@example.com' }),
      invalid: () => json({ email: 'nope' }),
    }),
  },
  usersSignInLink: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async () => ({
      url: '/api/users/sign-in-link',
      valid: () => json({ token: 'abcdef0123456789' }),
      invalid: () => json({ token: '' }),
    }),
  },
  usersResetPassword: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async () => ({
      url: '/api/users/reset-password',
      valid: () => json({ token: 'abcdef0123456789', password: 'Another#Pass2026' }),
      invalid: () => json({ token: '' }),
    }),
  },
  walletGet: { owner: 'buyer', expect: signedIn(200), probe: async () => ({ url: '/api/wallet', invalidUrl: `/api/wallet${UNKNOWN_QUERY}` }) },
  walletCheckout: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async () => ({ url: '/api/wallet/checkout', valid: () => json({ credits: 10 }), invalid: () => json({ credits: 0 }) }),
  },
  walletEarnings: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/wallet/earnings', invalidUrl: `/api/wallet/earnings${UNKNOWN_QUERY}` }),
  },
  levelMine: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/levels/mine', invalidUrl: `/api/levels/mine${UNKNOWN_QUERY}` }),
  },
  walletFee: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/wallet/fee', invalidUrl: `/api/wallet/fee${UNKNOWN_QUERY}` }),
  },
  // No session: the signature is the authentication. A signed delivery settles once and answers
  // 200 on every repeat; a forged one is refused whoever sends it.
  walletWebhook: {
    owner: 'buyer',
    expect: publicRoute(200, 401),
    probe: async (w) => {
      const payment = await w.pendingPayment();
      const raw = JSON.stringify({ type: 'payment.succeeded', providerRef: payment.ref });
      const signed = (secret: string): Send => ({
        payload: raw,
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, raw) },
      });
      return {
        url: '/api/wallet/webhooks/test',
        valid: () => signed(testWebhookSecret(w.t.deps.jwtSecret)),
        invalid: () => signed('not-the-provider-secret'),
      };
    },
  },
  notifyMeStatus: { owner: 'buyer', expect: signedIn(200), probe: async () => ({ url: '/api/notify-me', invalidUrl: `/api/notify-me${UNKNOWN_QUERY}` }) },
  notifyMe: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/notify-me', valid: () => json({}), invalid: () => json({ channel: 'sms' }) }),
  },
  createGig: {
    owner: 'expert',
    expect: expertSelf(201),
    probe: async (w) => ({
      url: '/api/gigs',
      valid: (caller) => json(validGigInput([w.galleryOf(caller ?? w.ownerExpert)])),
      invalid: () => json({ ...validGigInput([w.galleryOf(w.ownerExpert)]), title: '' }),
    }),
  },
  myGigs: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/gigs/expert/my-gigs', invalidUrl: `/api/gigs/expert/my-gigs${UNKNOWN_QUERY}` }),
  },
  // Public, but an inactive gig is its owner's alone: everyone else gets 404.
  getGig: {
    owner: 'expert',
    owned: true,
    expect: { valid: { anonymous: 404, buyer: 404, otherExpert: 404, owner: 200 }, invalid: each(400) },
    probe: async (w) => {
      const id = w.secret(await w.gig(false));
      return { url: `/api/gigs/${id}`, invalidUrl: `/api/gigs/${id}${UNKNOWN_QUERY}` };
    },
  },
  updateGig: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(200),
    probe: async (w) => {
      const id = await w.gig(true);
      return { url: `/api/gigs/${id}`, valid: () => json({ active: false }), invalid: () => json({ active: 'maybe' }) };
    },
  },
  deleteGig: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(200),
    probe: async (w) => {
      const id = await w.gig(true);
      return { url: `/api/gigs/${id}`, invalidUrl: `/api/gigs/${id}${UNKNOWN_QUERY}` };
    },
  },
  uploadProfilePicture: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/upload/profile-picture', valid: () => imageForm('image'), invalid: () => textForm('image') }),
  },
  uploadGallery: {
    owner: 'expert',
    expect: expertSelf(201),
    probe: async () => ({ url: '/api/upload/gallery', valid: () => imageForm('files'), invalid: () => textForm('files') }),
  },
  uploadRequestFile: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async () => ({ url: '/api/upload/request-file', valid: () => pdfForm('file'), invalid: () => textForm('file') }),
  },
  expertsCheckUsername: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/users/check-username?username=free_name_2026', invalidUrl: '/api/users/check-username' }),
  },
  // A picture update of the caller's own profile (a full submission needs a phone sign-in). A
  // buyer may call the route (it creates profiles) but has no profile to update: 403.
  expertsSubmit: {
    owner: 'expert',
    expect: {
      valid: { anonymous: 401, buyer: 403, otherExpert: 200, owner: 200 },
      invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 },
    },
    probe: async (w) => ({
      url: '/api/experts',
      valid: (caller) => json({ profilePicture: w.avatarOf(caller ?? w.ownerExpert) }),
      invalid: () => json({ profilePicture: '' }),
    }),
  },
  // The caller's own profile: each expert reads and edits their own, a buyer has none (403).
  expertsProfileGet: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/experts/me', invalidUrl: `/api/experts/me${UNKNOWN_QUERY}` }),
  },
  expertsProfileUpdate: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async (w) => ({
      url: '/api/experts/me',
      // A whole profile under the caller's own username (a buyer's request never reaches its body).
      valid: async (caller) => {
        const own = caller ? await w.t.app.inject({ method: 'GET', url: '/api/experts/me', headers: caller.auth }) : null;
        return json(validEdit({ userName: own?.statusCode === 200 ? String(own.json().userName) : 'no_profile' }));
      },
      invalid: () => json({ displayName: '' }),
    }),
  },
  // A new number needs a real phone sign-in: a forged token is refused (400) for every expert.
  expertsPhoneUpdate: {
    owner: 'expert',
    expect: expertSelf(400),
    probe: async () => ({
      url: '/api/experts/me/phone',
      valid: () =>
        json({ mobileNumber: { country: 'India', countryCode: '+91', number: '9876543210' }, phoneIdToken: 'not-a-firebase-id-token' }),
      invalid: () => json({ mobileNumber: { country: 'India' } }),
    }),
  },
  phoneSessionCreate: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async () => ({ url: '/api/phone-sessions', valid: () => json({}), invalid: () => json({ number: '+10000000000' }) }),
  },
  phoneSessionGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const id = await w.phoneSession();
      return { url: `/api/phone-sessions/${id}`, invalidUrl: '/api/phone-sessions/short' };
    },
  },
  // The session id is the capability the hosted page holds (no app session): whoever has it may
  // post a phone sign-in, which is then checked with Firebase (a forged token: 400).
  phoneSessionComplete: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async (w) => {
      const id = await w.phoneSession();
      return {
        url: `/api/phone-sessions/${id}/token`,
        valid: () => json({ country: 'India', countryCode: '+91', number: '9876543210', idToken: 'not-a-firebase-id-token' }),
        invalid: () => json({ country: 'India', countryCode: '+91' }),
      };
    },
  },
  sessionsGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('accepted');
      return { url: `/api/sessions/${booking.id}`, invalidUrl: `/api/sessions/${LONG_ID}` };
    },
  },
  sessionsChat: {
    owner: 'expert',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('accepted');
      return { url: `/api/sessions/${booking.id}/chat`, invalidUrl: `/api/sessions/${booking.id}/chat?limit=500` };
    },
  },
  sessionsChatRead: {
    owner: 'expert',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const booking = await w.booking('accepted');
      const row = await w.t.db.kysely.selectFrom('bookings').select(['buyer_id']).where('id', '=', booking.id).executeTakeFirstOrThrow();
      const expertUser = await w.t.db.kysely
        .selectFrom('bookings as b')
        .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
        .select('e.user_id')
        .where('b.id', '=', booking.id)
        .executeTakeFirstOrThrow();
      const now = w.t.clock.now();
      const conversationId = await ensureBookingConversation(w.t.db.kysely, { bookingId: booking.id, memberIds: [row.buyer_id, expertUser.user_id], now });
      const { row: message } = await insertMessageOnce(w.t.db.kysely, { conversationId, senderId: row.buyer_id, clientId: randomUUID(), body: 'Can you see my screen?', now });
      return {
        url: `/api/sessions/${booking.id}/chat/read`,
        valid: () => json({ messageId: message.id }),
        invalid: () => json({ messageId: '' }),
      };
    },
  },
  configFirebase: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async () => ({ url: '/api/config/firebase', invalidUrl: `/api/config/firebase${UNKNOWN_QUERY}` }),
  },
  availabilityGet: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/availability?timeZone=Asia/Kolkata', invalidUrl: `/api/availability${UNKNOWN_QUERY}` }),
  },
  availabilityPut: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({
      url: '/api/availability',
      valid: () => json(defaultAvailability('Europe/London')),
      invalid: () => json({ ...defaultAvailability('Mars/Olympus_Mons'), noticeHours: 100 }),
    }),
  },
  calendarFeedGet: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/availability/calendar', invalidUrl: `/api/availability/calendar${UNKNOWN_QUERY}` }),
  },
  calendarFeedRotate: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/availability/calendar/rotate', valid: () => json({}), invalid: () => json({ token: 'mine' }) }),
  },
  notificationsList: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/notifications?limit=5', invalidUrl: '/api/notifications?limit=500' }),
  },
  notificationsUnread: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/notifications/unread', invalidUrl: `/api/notifications/unread${UNKNOWN_QUERY}` }),
  },
  notificationRead: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const n = await insertNotification(
        w.t.db.kysely,
        { userId: w.ownerBuyer.id, kind: 'booking.accepted', title: { key: 'emails:bell.accepted.title' }, body: { preview: 'Yes.' }, link: '/bookings/x', subjectId: 'x' },
        w.t.clock.now(),
      );
      return { url: `/api/notifications/${w.secret(n.id)}/read`, invalidUrl: `/api/notifications/${LONG_ID}/read`, valid: () => json({}) };
    },
  },
  notificationsReadAll: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/notifications/read-all', valid: () => json({}), invalid: () => json({ all: true }) }),
  },
  notificationSettingsGet: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/notifications/settings', invalidUrl: `/api/notifications/settings${UNKNOWN_QUERY}` }),
  },
  notificationSettingsPut: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({
      url: '/api/notifications/settings',
      valid: () => json({ email: { 'review.new': true } }),
      invalid: () => json({ email: { 'review.new': 'yes' } }),
    }),
  },
  gigSlots: {
    owner: 'expert',
    expect: publicRoute(200),
    probe: async (w) => ({ url: `/api/public/gigs/${w.activeGig}/slots?tier=standard`, invalidUrl: `/api/public/gigs/${w.activeGig}/slots?tier=gold` }),
  },
  ...BOOKING_ROUTE_CASES,
  ...MESSAGE_ROUTE_CASES,
  ...PAYOUT_ROUTE_CASES,
  ...PAYMENT_ROUTE_CASES,
  ...ACCOUNT_ROUTE_CASES,
  ...ANALYTICS_ROUTE_CASES,
  ...SECOND_FACTOR_ROUTE_CASES,
  ...OPS_ROUTE_CASES,
  ...DISPUTE_ROUTE_CASES,
  ...SUPPORT_ROUTE_CASES,
  ...REQUEST_ROUTE_CASES,
  ...REPORT_ROUTE_CASES,
  ...SUBSCRIPTION_ROUTE_CASES,
  ...RANKING_ROUTE_CASES,
};

/**
 * Routes served outside the contract table, each public by design. A route in neither list fails
 * the matrix, so no route can be served without someone deciding who may call it.
 */
export const PUBLIC_BY_DESIGN: Record<string, string> = {
  'OPTIONS *': 'the CORS preflight (@fastify/cors) answers every path with headers only and runs no handler',
  'GET /files/:key': 'uploaded images (avatars, gig galleries) are shown to everyone, and a request’s images and PDFs to whoever holds the random server-made name its request page gives',
  'HEAD /files/:key': 'the HEAD twin of GET /files/:key',
  'GET /api/live':
    'the live channel (WebSocket): anyone may open it, its first message signs in (close 4401 otherwise); a plain GET answers 426',
  'HEAD /api/live': 'the HEAD twin of GET /api/live (426)',
  'GET /api/calendar/:file':
    "an expert's calendar feed (iCalendar text): its random token is its key, a wrong or rotated one gets 404 (tests/server/availability/availability-calendar.test.ts)",
  'HEAD /api/calendar/:file': 'the HEAD twin of GET /api/calendar/:file',
  'GET /api/notifications/unsubscribe':
    "an email's one-click unsubscribe page (RFC 8058): no sign-in, its HMAC-signed token says who and which kind; a forged one gets 400 (tests/server/notifications/notifications-email.test.ts)",
  'HEAD /api/notifications/unsubscribe': 'the HEAD twin of GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe': 'the one-click POST of the same link: switches that one kind of email off, nothing else',
  'GET /api/openapi.json': 'the API document (OpenAPI 3.1): what every route takes and answers, built from the contract; it holds no data',
  'HEAD /api/openapi.json': 'the HEAD twin of GET /api/openapi.json',
  'GET /api/docs': "the API reference page (Swagger UI over the document), from our own files; it holds no data",
  'HEAD /api/docs': 'the HEAD twin of GET /api/docs',
  'GET /api/docs/:file': "the reference page's stylesheet and scripts (a fixed list; anything else 404)",
  'HEAD /api/docs/:file': 'the HEAD twin of GET /api/docs/:file',
};
