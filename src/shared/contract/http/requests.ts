import { z } from 'zod';
import { LEVEL_IDS } from '../../domain/levels';
import { PRICING_TIERS } from '../../domain/pricing-tiers';
import {
  DECLINE_REASONS,
  OFFER_STATES,
  REQUEST_STATES,
  acceptOfferBodySchema,
  createOfferBodySchema,
  createRequestBodySchema,
  declineRequestBodySchema,
  REQUEST_MUTE_KINDS,
  requestMuteBodySchema,
} from '../../domain/requests';
import { bookingSchema } from './bookings';
import { defineRoute } from './route';
import { walletSchema } from './wallet';

const windowSchema = z.object({ start: z.string(), end: z.string() });

/** An offer as the buyer compares them side by side (an expert sees only their own). */
export const offerSchema = z.object({
  id: z.string(),
  expert: z.object({
    userName: z.string(),
    displayName: z.string(),
    profilePicture: z.string().nullable(),
    level: z.enum(LEVEL_IDS),
    rating: z.number().nullable(),
    reviewsCount: z.number(),
    /** Share of first messages answered within a day (levels' measure); null: not measured yet. */
    responseRate: z.number().nullable(),
  }),
  gigId: z.string().nullable(),
  tier: z.enum(PRICING_TIERS).nullable(),
  credits: z.number(),
  sessionTime: z.string(),
  message: z.string(),
  times: z.array(z.string()),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** What a request asks, as both its buyer and its matched experts read it (contact details masked). */
const requestFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  software: z.string().nullable(),
  skill: z.string().nullable(),
  sessionTime: z.string(),
  budgetMin: z.number(),
  budgetMax: z.number(),
  windows: z.array(windowSchema),
  timeZone: z.string(),
  language: z.string(),
  state: z.enum(REQUEST_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
};

/** One request: its buyer sees every offer and the booking once accepted; a matched expert their own offer or decline. */
export const requestDetailSchema = z.object({
  ...requestFields,
  viewerRole: z.enum(['buyer', 'expert']),
  /** The request's images and PDFs (shown only here: to its buyer and matched experts). */
  attachments: z.array(z.object({ url: z.string(), kind: z.enum(['image', 'document']) })),
  offers: z.array(offerSchema),
  bookingId: z.string().nullable(),
  /** The expert's own decline (experts only). */
  declined: z.enum(DECLINE_REASONS).nullable(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** A row of the buyer's /requests. */
export const requestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(REQUEST_STATES),
  offersCount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** A row of the expert's "Requests for you": an open request they were matched to. */
export const requestForYouSchema = z.object({
  ...requestFields,
  answered: z.enum(['offered', 'declined']).nullable(),
});
export type RequestForYou = z.infer<typeof requestForYouSchema>;

/** A software or skill of the expert's (or one they muted) and whether its request notices are muted. */
export const requestMuteSchema = z.object({ kind: z.enum(REQUEST_MUTE_KINDS), topic: z.string(), muted: z.boolean() });
export type RequestMute = z.infer<typeof requestMuteSchema>;

/** A move that takes nothing besides its URL (an empty object or no body). */
const noBody = z.object({}).strict().nullish();

const requestParams = z.object({ requestId: z.string().min(1).max(64) });
const offerParams = z.object({ requestId: z.string().min(1).max(64), offerId: z.string().min(1).max(64) });

/**
 * Requests and offers. A request is its buyer's and its matched experts' (anyone else: 404); only its
 * buyer closes it or accepts an offer, only a matched expert offers or declines.
 */
export const requestRoutes = {
  requestsCreate: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/requests',
    refuses: [403, 409],
    auth: 'verified',
    body: createRequestBodySchema,
    response: z.object({ request: requestDetailSchema }),
  }),
  requestsMine: defineRoute({
    method: 'GET',
    path: '/api/requests/mine',
    auth: 'user',
    response: z.object({ requests: z.array(requestSummarySchema) }),
  }),
  requestsForYou: defineRoute({
    method: 'GET',
    path: '/api/requests/for-you',
    auth: 'expert',
    response: z.object({ requests: z.array(requestForYouSchema) }),
  }),
  /** The expert's softwares and skills, each with whether new requests of it are told (bell, email, desktop). */
  requestsMutes: defineRoute({
    method: 'GET',
    path: '/api/requests/mutes',
    auth: 'expert',
    response: z.object({ topics: z.array(requestMuteSchema) }),
  }),
  /** Mutes, or hears again, the request notices of one software or skill; answers the whole list. */
  requestsMuteSet: defineRoute({
    method: 'PUT',
    path: '/api/requests/mutes',
    auth: 'expert',
    body: requestMuteBodySchema,
    response: z.object({ topics: z.array(requestMuteSchema) }),
  }),
  requestsGet: defineRoute({
    method: 'GET',
    path: '/api/requests/:requestId',
    refuses: [404],
    auth: 'user',
    params: requestParams,
    response: z.object({ request: requestDetailSchema }),
  }),
  requestsClose: defineRoute({
    method: 'POST',
    path: '/api/requests/:requestId/close',
    refuses: [403, 404, 409],
    auth: 'user',
    params: requestParams,
    body: noBody,
    response: z.object({ request: requestDetailSchema }),
  }),
  requestsOffer: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/requests/:requestId/offers',
    refuses: [403, 404, 409, 429],
    auth: 'expert',
    params: requestParams,
    body: createOfferBodySchema,
    response: z.object({ request: requestDetailSchema }),
  }),
  requestsDecline: defineRoute({
    method: 'POST',
    path: '/api/requests/:requestId/decline',
    refuses: [403, 404, 409],
    auth: 'expert',
    params: requestParams,
    body: declineRequestBodySchema,
    response: z.object({ request: requestDetailSchema }),
  }),
  /** The offer's thread (its buyer and its expert only), made on first use: answers the conversation to open. */
  requestsOfferThread: defineRoute({
    method: 'POST',
    path: '/api/requests/:requestId/offers/:offerId/thread',
    refuses: [404],
    auth: 'verified',
    params: offerParams,
    body: noBody,
    response: z.object({ conversationId: z.string() }),
  }),
  /** The buyer accepts one offer and one of its times: the booking is made and accepted at once, its credits held. */
  requestsAccept: defineRoute({
    method: 'POST',
    path: '/api/requests/:requestId/offers/:offerId/accept',
    refuses: [402, 403, 404, 409],
    auth: 'verified',
    params: offerParams,
    body: acceptOfferBodySchema,
    response: z.object({ booking: bookingSchema, wallet: walletSchema }),
  }),
};
