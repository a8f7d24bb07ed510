import { z } from 'zod';
import { searchQuerySchema, searchSuggestionsQuerySchema } from '../../domain/search';
import { LEVEL_IDS } from '../../domain/levels';
import { gigPackageSchema } from './gigs';
import { defineRoute } from './route';
import { idFields } from './ids';

/**
 * Gig search and the public pages of gigs and experts. Public answers never carry an
 * expert's first or last name or phone: the schemas below are the whole of what leaves the server.
 */

const skillLevelSchema = z.enum(['Beginner', 'Intermediate', 'Expert']);
/** The level the daily evaluation gave the expert (shared/domain/levels.ts): the badge buyers see. */
const earnedLevelSchema = z.enum(LEVEL_IDS);

/** A gig as a result card shows it, with who offers it. */
const gigCardSchema = z.object({
  ...idFields,
  title: z.string(),
  category: z.string(),
  subCategory: z.string(),
  softwares: z.array(z.string()),
  thumbnail: z.string().nullable(),
  /** Credits of the Basic package ('starting at'); null when the gig has none. */
  startingPrice: z.number().nullable(),
  /** Mean stars, one decimal; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  expert: z.object({
    userName: z.string(),
    displayName: z.string(),
    profilePicture: z.string().nullable(),
    hourlyRate: z.number().nullable(),
    /** The expert's level in the gig's skill (or their best level when the skill is not listed). */
    level: skillLevelSchema.nullable(),
    experienceYears: z.number(),
    /** The expert is on Pro for experts: the Pro badge. */
    pro: z.boolean(),
    earnedLevel: earnedLevelSchema,
  }),
});
export type GigCard = z.infer<typeof gigCardSchema>;

const searchResponseSchema = z.object({
  keyword: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  items: z.array(gigCardSchema),
  /** The best rated results (distinct experts) of the whole result set, for page 1; else empty. */
  topExperts: z.array(gigCardSchema),
  /**
   * The keyword as corrected when the words as typed found nothing and a correction did (forgiving slips):
   * "Showing results for {correctedQuery} — search instead for {keyword}"; null otherwise.
   */
  correctedQuery: z.string().nullable(),
  /** Searches to try next, drawn from the catalogue for the corrected words when there are some, else for the keyword. */
  suggestions: z.array(z.string()),
  /** When nothing was found: the nearest catalogue entries and popular gigs of the nearest category. */
  noResults: z
    .object({
      entries: z.array(z.string()),
      category: z.string().nullable(),
      popular: z.array(gigCardSchema),
    })
    .nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

const languageSchema = z.object({ language: z.string(), level: z.string() });

/** What a gig page shows of its expert. */
const publicExpertSummarySchema = z.object({
  userName: z.string(),
  displayName: z.string(),
  profilePicture: z.string().nullable(),
  description: z.string(),
  hourlyRate: z.number().nullable(),
  languages: z.array(languageSchema),
  memberSince: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** The expert is on Pro for experts: the Pro badge. */
  pro: z.boolean(),
  earnedLevel: earnedLevelSchema,
});
export type PublicExpertSummary = z.infer<typeof publicExpertSummarySchema>;

const publicGigSchema = z.object({
  ...idFields,
  title: z.string(),
  category: z.string(),
  subCategory: z.string(),
  description: z.string(),
  softwares: z.array(z.string()),
  tags: z.array(z.string()),
  gallery: z.array(z.string()),
  pricing: z.object({
    basic: gigPackageSchema.nullable(),
    standard: gigPackageSchema.nullable(),
    premium: gigPackageSchema.nullable(),
  }),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  createdAt: z.string(),
});
export type PublicGig = z.infer<typeof publicGigSchema>;

const publicExpertSchema = publicExpertSummarySchema.extend({
  skills: z.array(z.object({ skill: z.string(), level: z.string(), experience: z.string(), subSkills: z.array(z.string()) })),
  softwares: z.array(z.string()),
  professions: z.array(
    z.object({ profession: z.string(), fromYear: z.string(), toYear: z.string(), specialities: z.array(z.string()) }),
  ),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

export const searchRoutes = {
  /** Full-text gig search with the spec's filters (public). */
  searchGigs: defineRoute({
    method: 'GET',
    path: '/api/gigs/search',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
  /** Catalogue entries for what is being typed in the header's search box, forgiving slips. */
  searchSuggestions: defineRoute({
    method: 'GET',
    path: '/api/search/suggestions',
    query: searchSuggestionsQuerySchema,
    response: z.object({ suggestions: z.array(z.string()) }),
  }),
  /** The languages experts with a listed gig speak, for the search's Languages filter (public). */
  searchLanguages: defineRoute({
    method: 'GET',
    path: '/api/search/languages',
    response: z.object({ languages: z.array(z.string()) }),
  }),
  /**
   * The most booked listed gigs of a skill domain or a software domain, for its category page (public),
   * with the gig in its featured slot now (a Pro expert's, in turn by the hour; null when none).
   */
  mostBookedGigs: defineRoute({
    method: 'GET',
    path: '/api/catalog/:kind/:domain/most-booked',
    refuses: [404],
    params: z.object({ kind: z.enum(['skills', 'softwares']), domain: z.string().min(1).max(100) }),
    response: z.object({ gigs: z.array(gigCardSchema), featured: gigCardSchema.nullable() }),
  }),
  /** An active gig with its expert, for the buyer's gig page (public). */
  publicGig: defineRoute({
    method: 'GET',
    path: '/api/public/gigs/:id',
    refuses: [404],
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ gig: publicGigSchema, expert: publicExpertSummarySchema }),
  }),
  /** An expert's public profile and their active gigs (public). */
  publicExpert: defineRoute({
    method: 'GET',
    path: '/api/public/experts/:userName',
    refuses: [404],
    params: z.object({ userName: z.string().min(1).max(100) }),
    response: z.object({ expert: publicExpertSchema, gigs: z.array(gigCardSchema) }),
  }),
};
