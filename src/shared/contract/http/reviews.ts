import { z } from 'zod';
import { reviewBodySchema, reviewReplyBodySchema } from '../../domain/review';
import { defineRoute } from './route';
import { idFields } from './ids';

/** A review as its booking's parties see it. */
const reviewSchema = z.object({
  ...idFields,
  bookingId: z.string(),
  gigId: z.string(),
  rating: z.number(),
  text: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
  /** The expert's one public reply. */
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A gig's or an expert's rating as computed from its reviews: the mean (one decimal) and the count. */
const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;


/** How many reviews gave each number of stars, 5 down to 1. */
const breakdownSchema = z.array(z.object({ stars: z.number(), count: z.number() }));
export type RatingBreakdown = z.infer<typeof breakdownSchema>;

/**
 * A public list: one page of reviews, newest first, each without the booking it came from (a
 * booking is its two parties' alone), with the rating, its breakdown per star and the page count.
 */
const list = z.object({
  summary: ratingSummarySchema,
  breakdown: breakdownSchema,
  reviews: z.array(reviewSchema.omit({ bookingId: true })),
  page: z.number(),
  pageCount: z.number(),
});
export type PublicReviewList = z.infer<typeof list>;
export type PublicReview = PublicReviewList['reviews'][number];
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

/** Reviews: one per completed booking, by its buyer; ratings are computed from them. */
export const reviewRoutes = {
  reviewsCreate: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/bookings/:bookingId/review',
    refuses: [403, 404, 409],
    auth: 'verified',
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    body: reviewBodySchema,
    response: z.object({ review: reviewSchema, message: z.string() }),
  }),
  /** A gig's reviews, newest first, with its rating. */
  reviewsOfGig: defineRoute({
    method: 'GET',
    path: '/api/reviews/gigs/:gigId',
    params: z.object({ gigId: z.string().min(1).max(64) }),
    query: pageQuery,
    response: list,
  }),
  /** An expert's reviews over all their gigs, newest first, with their rating. */
  reviewsOfExpert: defineRoute({
    method: 'GET',
    path: '/api/reviews/experts/:userName',
    refuses: [404],
    params: z.object({ userName: z.string().min(1).max(64) }),
    query: pageQuery,
    response: list,
  }),
  /** The gig's expert answers a review once, in public. */
  reviewsReply: defineRoute({
    method: 'POST',
    path: '/api/reviews/:reviewId/reply',
    refuses: [404, 409],
    auth: 'expert',
    params: z.object({ reviewId: z.string().min(1).max(64) }),
    body: reviewReplyBodySchema,
    response: z.object({ review: reviewSchema.omit({ bookingId: true }), message: z.string() }),
  }),
};
