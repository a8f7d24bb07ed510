import { z } from 'zod';
import { availabilitySchema } from '../../domain/availability';
import { PRICING_TIERS } from '../../domain/gig-pricing';
import { defineRoute } from './route';

/**
 * Experts' availability, the open slots of a gig's package and the expert's calendar feed
 * The feed itself (GET /api/calendar/{token}.ics, iCalendar text) is served outside
 * this table: its secret token is its authentication.
 */

/** The expert's availability as saved, or the editor's starting point when `saved` is false. */
const availabilityAnswer = z.object({ availability: availabilitySchema, saved: z.boolean() });

const calendarFeedSchema = z.object({
  /** The feed's private address (https); calendars subscribe to it. */
  url: z.url(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The open start times of one package of a gig, with what a buyer needs to read them. */
const gigSlotsSchema = z.object({
  /** The expert's IANA time zone, named beside the times. */
  timeZone: z.string(),
  /** The expert has not set hours: the default hours of a new expert apply (UNSAVED_AVAILABILITY). */
  anyTime: z.boolean(),
  /** The session time and extra time the package occupies. */
  minutes: z.number(),
  noticeHours: z.number(),
  horizonDays: z.number(),
  /** ISO-8601 UTC start times, ascending. */
  slots: z.array(z.string()),
  nextOpenSlot: z.string().nullable(),
});
export type GigSlots = z.infer<typeof gigSlotsSchema>;

export const availabilityRoutes = {
  /** The signed-in expert's availability (or, unsaved, the default weekdays 9 to 5 in `timeZone`). */
  availabilityGet: defineRoute({
    method: 'GET',
    path: '/api/availability',
    refuses: [403],
    auth: 'expert',
    query: z.object({ timeZone: z.string().max(64).optional() }).strict(),
    response: availabilityAnswer,
  }),
  /** Saves the expert's availability; requests and accepts are checked against it from then on. */
  availabilityPut: defineRoute({
    method: 'PUT',
    path: '/api/availability',
    refuses: [403],
    auth: 'expert',
    body: availabilitySchema,
    response: availabilityAnswer,
  }),
  /** The address of the expert's calendar feed (made on first ask). */
  calendarFeedGet: defineRoute({
    method: 'GET',
    path: '/api/availability/calendar',
    refuses: [403],
    auth: 'expert',
    response: calendarFeedSchema,
  }),
  /** A new secret address for the feed; the old one stops working at once. */
  calendarFeedRotate: defineRoute({
    method: 'POST',
    path: '/api/availability/calendar/rotate',
    refuses: [403],
    auth: 'expert',
    body: z.object({}).strict().nullish(),
    response: calendarFeedSchema,
  }),
  /** The open start times of a package of an active gig (public). */
  gigSlots: defineRoute({
    method: 'GET',
    path: '/api/public/gigs/:id/slots',
    refuses: [404],
    params: z.object({ id: z.string().min(1).max(100) }),
    query: z.object({ tier: z.enum(PRICING_TIERS).default('basic') }).strict(),
    response: gigSlotsSchema,
  }),
};
