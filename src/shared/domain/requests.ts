import { z } from 'zod';
import { languages, skillByName, softwareByName } from '#shared/catalog/index';
import { englishRequestRule } from '#shared/i18n/english-request-rules';
import { SESSION_TIME_OPTIONS } from './pricing-tiers';
import { PRICING_TIERS, type PricingTier } from './pricing-tiers';
import { parseDurationMinutes } from './session';
import { timeZoneSchema } from './availability';

/**
 * Requests and offers: a buyer who finds no gig that fits describes what they need, with a budget and
 * the times they can meet; the platform sends it to at most REQUEST_MATCH_MAX matching experts, who
 * answer with an offer (one of their packages or a custom price and length, one to three start times
 * inside the buyer's windows). The buyer accepts one offer and one time: a booking made and accepted
 * at once. These are the rules; the matching and the money live in server/modules/requests.
 */

export const REQUEST_TITLE_MIN = 10;
export const REQUEST_TITLE_MAX = 100;
export const REQUEST_DESCRIPTION_MIN = 30;
export const REQUEST_DESCRIPTION_MAX = 2000;
export const REQUEST_BUDGET_MIN = 1;
export const REQUEST_BUDGET_MAX = 100_000;
export const REQUEST_WINDOWS_MAX = 3;
/** A window longer than this would be "any time": the experts need a real choice of times. */
export const REQUEST_WINDOW_MAX_HOURS = 12;
/** Windows end within this many days of the request. */
export const REQUEST_WINDOW_DAYS = 30;
/** A buyer has at most this many open requests at once. */
export const REQUEST_OPEN_MAX = 5;
/** Images a request may carry, uploaded through the message image pipeline (same checks and limits). */
export const REQUEST_ATTACHMENTS_MAX = 2;
/** A request is open this long, then expires. */
export const REQUEST_LIFETIME_DAYS = 7;
/** At most this many experts are sent one request. */
export const REQUEST_MATCH_MAX = 20;

export const OFFER_TIMES_MAX = 3;
export const OFFER_MESSAGE_MAX = 1000;
/** An offer not accepted this long after it was sent expires. */
export const OFFER_LIFETIME_HOURS = 48;
/** An expert sends at most this many offers in any 24 hours. */
export const OFFERS_PER_DAY_MAX = 30;

const HOUR_MS = 3_600_000;
export const REQUEST_LIFETIME_MS = REQUEST_LIFETIME_DAYS * 24 * HOUR_MS;
export const OFFER_LIFETIME_MS = OFFER_LIFETIME_HOURS * HOUR_MS;

/** open: taking offers; booked: an offer was accepted; closed: by the buyer; expired: its 7 days passed. */
export const REQUEST_STATES = ['open', 'booked', 'closed', 'expired'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** open: waiting for the buyer; accepted: booked; closed: another was accepted or the request closed; expired: 48 hours passed. */
export const OFFER_STATES = ['open', 'accepted', 'closed', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** Why an expert declines a request (kept for the platform; the buyer never sees it). */
export const DECLINE_REASONS = ['busy', 'outside_skills', 'budget_low', 'times', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The session lengths a request or a custom offer may ask for: the packages' own options. */
export const REQUEST_SESSION_TIMES: readonly string[] = PRICING_TIERS.flatMap((tier) => SESSION_TIME_OPTIONS[tier]);

/** The pricing tier whose options hold a session length (a custom offer's booking is filed under it). */
export function tierOfSessionTime(sessionTime: string): PricingTier {
  return PRICING_TIERS.find((tier) => (SESSION_TIME_OPTIONS[tier] as readonly string[]).includes(sessionTime)) ?? 'basic';
}

export const sessionMinutesOf = (sessionTime: string): number => parseDurationMinutes(sessionTime) ?? 0;

export const REQUEST_MESSAGES = {
  titleShort: englishRequestRule('request-rules:request.titleShort', { min: REQUEST_TITLE_MIN }),
  titleLong: englishRequestRule('request-rules:request.titleLong', { max: REQUEST_TITLE_MAX }),
  descriptionShort: englishRequestRule('request-rules:request.descriptionShort', { min: REQUEST_DESCRIPTION_MIN }),
  descriptionLong: englishRequestRule('request-rules:request.descriptionLong', { max: REQUEST_DESCRIPTION_MAX }),
  topicRequired: englishRequestRule('request-rules:request.topicRequired'),
  software: englishRequestRule('request-rules:request.software'),
  skill: englishRequestRule('request-rules:request.skill'),
  sessionTime: englishRequestRule('request-rules:request.sessionTime'),
  budget: englishRequestRule('request-rules:request.budget', { min: REQUEST_BUDGET_MIN, max: REQUEST_BUDGET_MAX }),
  budgetOrder: englishRequestRule('request-rules:request.budgetOrder'),
  windowsCount: englishRequestRule('request-rules:request.windowsCount', { max: REQUEST_WINDOWS_MAX }),
  windowOrder: englishRequestRule('request-rules:request.windowOrder'),
  windowTooLong: englishRequestRule('request-rules:request.windowTooLong', { hours: REQUEST_WINDOW_MAX_HOURS }),
  windowPast: englishRequestRule('request-rules:request.windowPast', { days: REQUEST_WINDOW_DAYS }),
  language: englishRequestRule('request-rules:request.language'),
  tooManyOpen: englishRequestRule('request-rules:request.tooManyOpen', { max: REQUEST_OPEN_MAX }),
  notFound: englishRequestRule('request-rules:request.notFound'),
  notOpen: englishRequestRule('request-rules:request.notOpen'),
  ownRequest: englishRequestRule('request-rules:request.ownRequest'),
  attachmentsCount: englishRequestRule('request-rules:request.attachmentsCount', { max: REQUEST_ATTACHMENTS_MAX }),
  attachmentUnknown: englishRequestRule('request-rules:request.attachmentUnknown'),
} as const;

export const OFFER_MESSAGES = {
  timesCount: englishRequestRule('request-rules:offer.timesCount', { max: OFFER_TIMES_MAX }),
  timeOutside: englishRequestRule('request-rules:offer.timeOutside'),
  messageLong: englishRequestRule('request-rules:offer.messageLong', { max: OFFER_MESSAGE_MAX }),
  packageUnknown: englishRequestRule('request-rules:offer.packageUnknown'),
  already: englishRequestRule('request-rules:offer.already'),
  tooMany: englishRequestRule('request-rules:offer.tooMany', { max: OFFERS_PER_DAY_MAX }),
  notFound: englishRequestRule('request-rules:offer.notFound'),
  notOpen: englishRequestRule('request-rules:offer.notOpen'),
  pickTime: englishRequestRule('request-rules:offer.pickTime'),
  declineReason: englishRequestRule('request-rules:offer.declineReason'),
} as const;

/** An offer's price must fall in the request's budget (both ends included). */
export const offerCreditsMessage = (min: number, max: number) => englishRequestRule('request-rules:offer.credits', { min, max });

const isoTime = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v).toISOString());

const credits = z.number({ error: REQUEST_MESSAGES.budget }).int(REQUEST_MESSAGES.budget).min(REQUEST_BUDGET_MIN, REQUEST_MESSAGES.budget).max(REQUEST_BUDGET_MAX, REQUEST_MESSAGES.budget);

export const requestWindowSchema = z
  .object({ start: isoTime(REQUEST_MESSAGES.windowOrder), end: isoTime(REQUEST_MESSAGES.windowOrder) })
  .refine((w) => Date.parse(w.end) > Date.parse(w.start), { message: REQUEST_MESSAGES.windowOrder, path: ['end'] })
  .refine((w) => Date.parse(w.end) - Date.parse(w.start) <= REQUEST_WINDOW_MAX_HOURS * HOUR_MS, { message: REQUEST_MESSAGES.windowTooLong, path: ['end'] });
export type RequestWindow = z.infer<typeof requestWindowSchema>;

/** The request form. Software and skill: at least one, each from the catalogue. */
export const createRequestBodySchema = z
  .object({
    title: z.string({ error: REQUEST_MESSAGES.titleShort }).trim().min(REQUEST_TITLE_MIN, REQUEST_MESSAGES.titleShort).max(REQUEST_TITLE_MAX, REQUEST_MESSAGES.titleLong),
    description: z
      .string({ error: REQUEST_MESSAGES.descriptionShort })
      .trim()
      .min(REQUEST_DESCRIPTION_MIN, REQUEST_MESSAGES.descriptionShort)
      .max(REQUEST_DESCRIPTION_MAX, REQUEST_MESSAGES.descriptionLong),
    software: z.string({ error: REQUEST_MESSAGES.software }).refine((s) => softwareByName(s) !== undefined, REQUEST_MESSAGES.software).nullable().default(null),
    skill: z.string({ error: REQUEST_MESSAGES.skill }).refine((s) => skillByName(s) !== undefined, REQUEST_MESSAGES.skill).nullable().default(null),
    sessionTime: z.string({ error: REQUEST_MESSAGES.sessionTime }).refine((s) => REQUEST_SESSION_TIMES.includes(s), REQUEST_MESSAGES.sessionTime),
    budgetMin: credits,
    budgetMax: credits,
    windows: z.array(requestWindowSchema, { error: REQUEST_MESSAGES.windowsCount }).min(1, REQUEST_MESSAGES.windowsCount).max(REQUEST_WINDOWS_MAX, REQUEST_MESSAGES.windowsCount),
    timeZone: timeZoneSchema,
    language: z.string({ error: REQUEST_MESSAGES.language }).refine((l) => (languages as readonly string[]).includes(l), REQUEST_MESSAGES.language),
    /** Keys of images the buyer uploaded with uploadMessageImage. */
    attachments: z
      .array(z.string({ error: REQUEST_MESSAGES.attachmentUnknown }).min(1, REQUEST_MESSAGES.attachmentUnknown).max(100, REQUEST_MESSAGES.attachmentUnknown), { error: REQUEST_MESSAGES.attachmentsCount })
      .max(REQUEST_ATTACHMENTS_MAX, REQUEST_MESSAGES.attachmentsCount)
      .refine((keys) => new Set(keys).size === keys.length, REQUEST_MESSAGES.attachmentsCount)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.software === null && b.skill === null) ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.topicRequired, path: ['skill'] });
    if (b.budgetMin > b.budgetMax) ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.budgetOrder, path: ['budgetMin'] });
    const minutes = sessionMinutesOf(b.sessionTime) * 60_000;
    if (b.windows.some((w) => Date.parse(w.end) - Date.parse(w.start) < minutes))
      ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.windowOrder, path: ['windows'] });
  });
export type CreateRequestBody = z.output<typeof createRequestBodySchema>;

/** Does a window end in the future and within REQUEST_WINDOW_DAYS of now? */
export const windowInRange = (w: RequestWindow, now: Date): boolean =>
  Date.parse(w.end) > now.getTime() && Date.parse(w.end) <= now.getTime() + REQUEST_WINDOW_DAYS * 24 * HOUR_MS;

/** Does a session of `minutes` starting at `start` fit entirely inside one of the windows? */
export const insideWindows = (start: string, minutes: number, windows: readonly RequestWindow[]): boolean =>
  windows.some((w) => Date.parse(start) >= Date.parse(w.start) && Date.parse(start) + minutes * 60_000 <= Date.parse(w.end));

/**
 * An offer: one of the expert's own packages (gigId and tier), or a custom one (credits, session
 * length); a message; one to three start times inside the buyer's windows.
 */
export const createOfferBodySchema = z.object({
  gigId: z.string().min(1).max(64).nullable().default(null),
  tier: z.enum(PRICING_TIERS, { error: OFFER_MESSAGES.packageUnknown }).nullable().default(null),
  credits: z.number({ error: REQUEST_MESSAGES.budget }).int(REQUEST_MESSAGES.budget).min(0, REQUEST_MESSAGES.budget).max(REQUEST_BUDGET_MAX, REQUEST_MESSAGES.budget).nullable().default(null),
  sessionTime: z.string().refine((s) => REQUEST_SESSION_TIMES.includes(s), REQUEST_MESSAGES.sessionTime).nullable().default(null),
  message: z.string().trim().max(OFFER_MESSAGE_MAX, OFFER_MESSAGES.messageLong).default(''),
  times: z
    .array(isoTime(OFFER_MESSAGES.timesCount), { error: OFFER_MESSAGES.timesCount })
    .min(1, OFFER_MESSAGES.timesCount)
    .max(OFFER_TIMES_MAX, OFFER_MESSAGES.timesCount)
    .refine((t) => new Set(t).size === t.length, OFFER_MESSAGES.timesCount),
});
export type CreateOfferBody = z.output<typeof createOfferBodySchema>;

export const declineRequestBodySchema = z.object({ reason: z.enum(DECLINE_REASONS, { error: OFFER_MESSAGES.declineReason }) });

/** What an expert may mute request notices for. */
export const REQUEST_MUTE_KINDS = ['software', 'skill'] as const;
export type RequestMuteKind = (typeof REQUEST_MUTE_KINDS)[number];

/** One software or skill muted or heard again; the topic must be in the catalogue under its kind. */
export const requestMuteBodySchema = z
  .object({
    kind: z.enum(REQUEST_MUTE_KINDS, { error: REQUEST_MESSAGES.topicRequired }),
    topic: z.string({ error: REQUEST_MESSAGES.topicRequired }).max(200, REQUEST_MESSAGES.topicRequired),
    muted: z.boolean({ error: REQUEST_MESSAGES.topicRequired }),
  })
  .refine((b) => (b.kind === 'software' ? softwareByName(b.topic) : skillByName(b.topic)) !== undefined, { message: REQUEST_MESSAGES.topicRequired, path: ['topic'] });
export type RequestMuteBody = z.output<typeof requestMuteBodySchema>;

export const acceptOfferBodySchema = z.object({ scheduledAt: isoTime(OFFER_MESSAGES.pickTime) });

/** The buyer's page of one request. */
export const requestPath = (requestId: string) => `/requests/${encodeURIComponent(requestId)}`;
