import { z } from 'zod';
import { reviewBodySchema } from '../../domain/review';
import { defineRoute } from './route';

/** A review as its booking's parties see it. */
const reviewSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  gigId: z.string(),
  rating: z.number(),
  text: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A gig's or an expert's rating as computed from its reviews: the mean (one decimal) and the count. */
const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;


/** A public list: a review without the booking it came from (a booking is its two parties' alone). */
const list = z.object({ summary: ratingSummarySchema, reviews: z.array(reviewSchema.omit({ bookingId: true })) });

/** Reviews (issue 8): one per completed booking, by its buyer; ratings are computed from them. */
export const reviewRoutes = {
  reviewsCreate: defineRoute({
    method: 'POST',
    path: '/api/bookings/:bookingId/review',
    auth: 'user',
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    body: reviewBodySchema,
    response: z.object({ review: reviewSchema, message: z.string() }),
  }),
  /** A gig's reviews, newest first, with its rating. */
  reviewsOfGig: defineRoute({
    method: 'GET',
    path: '/api/reviews/gigs/:gigId',
    params: z.object({ gigId: z.string().min(1).max(64) }),
    response: list,
  }),
  /** An expert's reviews over all their gigs, newest first, with their rating. */
  reviewsOfExpert: defineRoute({
    method: 'GET',
    path: '/api/reviews/experts/:userName',
    params: z.object({ userName: z.string().min(1).max(64) }),
    response: list,
  }),
};
