import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { BOOKING_NOT_FOUND_MESSAGE, ONLY_BUYER_MESSAGE } from '#shared/domain/booking';
import { REVIEW_EXISTS_MESSAGE, REVIEW_NOT_COMPLETED_MESSAGE, type ReviewBody } from '#shared/domain/review';
import type { RatingSummary, Review } from '#shared/contract/http/reviews';
import { isUniqueViolation } from '../bookings/db-errors';
import type { BookingMailer } from '../bookings/mail';
import { findBooking } from '../bookings/repo';
import { ratingOf } from './ratings';

const LIST_LIMIT = 100;
export const GIG_GONE_MESSAGE = 'This gig no longer exists, so it cannot be reviewed.';

/** Reviews: one per completed booking, by its buyer; lists and ratings per gig and per expert. */
export function createReviewService(deps: AppDeps, mail: BookingMailer) {
  const db = deps.db.kysely;

  async function list(
    by: { gigId: string } | { expertId: string },
  ): Promise<{ summary: RatingSummary; reviews: Review[] }> {
    const rows = await db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.buyer_id')
      .select([
        'r.id',
        'r.booking_id',
        'r.gig_id',
        'r.rating',
        'r.text',
        'r.created_at',
        'u.name as buyer_name',
      ])
      .$if('gigId' in by, (q) => q.where('r.gig_id', '=', 'gigId' in by ? by.gigId : ''))
      .$if('expertId' in by, (q) => q.where('r.expert_id', '=', 'expertId' in by ? by.expertId : ''))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    return {
      summary: await ratingOf(db, by),
      reviews: rows.map((r) => ({
        _id: r.id,
        bookingId: r.booking_id,
        gigId: r.gig_id,
        rating: r.rating,
        text: r.text,
        buyerName: r.buyer_name,
        createdAt: r.created_at,
      })),
    };
  }

  async function ofExpert(userName: string) {
    const expert = await db
      .selectFrom('expert_profiles')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (!expert) throw notFound('Expert not found.');
    return list({ expertId: expert.id });
  }

  /** The buyer reviews a completed booking, once. */
  async function create(bookingId: string, userId: string, body: ReviewBody): Promise<Review> {
    const row = await findBooking(db, bookingId);
    if (!row || (row.buyer_id !== userId && row.expert_user_id !== userId))
      throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (row.buyer_id !== userId) throw forbidden(ONLY_BUYER_MESSAGE);
    if (row.stage !== 'completed') throw conflict(REVIEW_NOT_COMPLETED_MESSAGE, 'NOT_COMPLETED');
    if (row.review_rating !== null && row.review_rating !== undefined)
      throw conflict(REVIEW_EXISTS_MESSAGE, 'REVIEW_EXISTS');
    if (!row.gig_id) throw conflict(GIG_GONE_MESSAGE, 'GIG_GONE');
    const review = {
      id: randomUUID(),
      booking_id: row.id,
      gig_id: row.gig_id,
      expert_id: row.expert_id,
      buyer_id: userId,
      rating: body.rating,
      text: body.text,
      created_at: deps.clock.now().toISOString(),
    };
    try {
      await db.insertInto('reviews').values(review).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(REVIEW_EXISTS_MESSAGE, 'REVIEW_EXISTS');
      throw err;
    }
    await mail('reviewed', row, { rating: body.rating });
    const buyer = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      _id: review.id,
      bookingId: row.id,
      gigId: row.gig_id,
      rating: review.rating,
      text: review.text,
      buyerName: buyer.name,
      createdAt: review.created_at,
    };
  }

  return { create, list, ofExpert };
}
