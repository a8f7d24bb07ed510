import { z } from 'zod';
import { english } from '#shared/i18n/english';
import { DEFAULT_REVIEW_NAME_CHOICE, reviewNameChoiceSchema } from './review-author';

/** Reviews: after a completed session the buyer may leave one review, 1–5 stars with text. */
const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
export const REVIEW_TEXT_MAX = 1000;

export const RATING_RANGE_MESSAGE = english('messages:review.ratingRange');
export const REVIEW_TEXT_REQUIRED_MESSAGE = english('messages:review.textRequired');
export const REVIEW_TEXT_TOO_LONG_MESSAGE = english('messages:review.textTooLong', { max: REVIEW_TEXT_MAX });

export const reviewBodySchema = z.object({
  rating: z
    .number({ error: RATING_RANGE_MESSAGE })
    .int(RATING_RANGE_MESSAGE)
    .min(REVIEW_MIN_RATING, RATING_RANGE_MESSAGE)
    .max(REVIEW_MAX_RATING, RATING_RANGE_MESSAGE),
  text: z
    .string({ error: REVIEW_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, REVIEW_TEXT_REQUIRED_MESSAGE)
    .max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG_MESSAGE),
  /** How the public review names its author (./review-author). */
  nameShown: reviewNameChoiceSchema.default(DEFAULT_REVIEW_NAME_CHOICE),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** The mean of 1–5 star ratings rounded to one decimal, as every page shows it; null without reviews. */
export function roundRating(average: number | null | undefined, count: number): number | null {
  if (!count || average === null || average === undefined) return null;
  return Math.round(average * 10) / 10;
}

/** Public review lists come in pages of this many, newest first. */
export const REVIEWS_PAGE_SIZE = 5;
/** The expert may answer each review of their gig once, in public. */
export const REVIEW_REPLY_MAX = 1000;
export const REPLY_TEXT_REQUIRED_MESSAGE = english('messages:review.replyRequired');
export const REPLY_TEXT_TOO_LONG_MESSAGE = english('messages:review.replyTooLong', { max: REVIEW_REPLY_MAX });

export const reviewReplyBodySchema = z.object({
  text: z
    .string({ error: REPLY_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPLY_TEXT_REQUIRED_MESSAGE)
    .max(REVIEW_REPLY_MAX, REPLY_TEXT_TOO_LONG_MESSAGE),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;
