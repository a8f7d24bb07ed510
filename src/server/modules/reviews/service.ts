import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/domain/booking';
import { ONLY_BUYER_MESSAGE } from '#shared/domain/booking-answers';
import { REVIEWS_PAGE_SIZE, type ReviewBody, type ReviewReplyBody } from '#shared/domain/review';
import { REPLY_EXISTS_MESSAGE, REVIEW_EXISTS_MESSAGE, REVIEW_NOT_COMPLETED_MESSAGE, REVIEW_NOT_FOUND_MESSAGE, REVIEW_SESSION_NOT_HELD_MESSAGE } from '#shared/domain/review-answers';
import type { PublicReview, PublicReviewList, Review } from '#shared/contract/http/reviews';
import { isUniqueViolation } from '../bookings/db-errors';
import type { BookingMailer } from '../bookings/mail';
import { findBooking } from '../bookings/repo';
import { reviewAuthorName, type ReviewNameChoice } from '#shared/domain/review-author';
import { DELETED_USER_NAME } from '#shared/domain/account-changes';
import { forReaders } from '#shared/domain/public-text';
import { breakdownOf, ratingOf } from './ratings';
import { refreshHeldReviews } from './held-back';
import { sessionWasHeld } from '#shared/domain/session-settlement';
import { settlementOf } from '../sessions/settlement-record';
import { idsOf } from '#shared/contract/http/ids';

/** A deleted account's reviews stay, named "Deleted user" whole. */
const authorName = (name: string, choice: ReviewNameChoice) => (name === DELETED_USER_NAME ? name : reviewAuthorName(name, choice));

export const GIG_GONE_MESSAGE = 'This gig no longer exists, so it cannot be reviewed.';

/** Reviews: one per completed booking, by its buyer; lists and ratings per gig and per expert. */
export function createReviewService(deps: AppDeps, mail: BookingMailer) {
  const db = deps.db.kysely;

  const reviewRows = () =>
    db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.buyer_id')
      .select(['r.id', 'r.gig_id', 'r.rating', 'r.text', 'r.created_at', 'r.reply_text', 'r.replied_at', 'r.name_shown', 'u.name as buyer_name']);
  /** The reviews others may read: none held back (./held-back.ts). */
  const shownRows = () => reviewRows().where('r.held_back', 'is', null);
  type Row = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;
  /** The review as anyone reads it (contact details masked), or as its booking's two parties do. */
  const toPublic = (r: Row, reader: 'anyone' | 'party' = 'anyone'): PublicReview => {
    const shown = reader === 'anyone' ? forReaders : (text: string) => text;
    return {
      ...idsOf(r.id),
      gigId: r.gig_id,
      rating: r.rating,
      text: shown(r.text),
      buyerName: authorName(r.buyer_name, r.name_shown),
      createdAt: r.created_at,
      reply: r.reply_text && r.replied_at ? { text: shown(r.reply_text), createdAt: r.replied_at } : null,
    };
  };

  /** One page of a gig's or an expert's reviews, newest first, with the rating and its breakdown. */
  async function list(by: { gigId: string } | { expertId: string }, page = 1): Promise<PublicReviewList> {
    const summary = await ratingOf(db, by);
    const pageCount = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
    const current = Math.min(page, pageCount);
    const rows = await shownRows()
      .$if('gigId' in by, (q) => q.where('r.gig_id', '=', 'gigId' in by ? by.gigId : ''))
      .$if('expertId' in by, (q) => q.where('r.expert_id', '=', 'expertId' in by ? by.expertId : ''))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REVIEWS_PAGE_SIZE)
      .offset((current - 1) * REVIEWS_PAGE_SIZE)
      .execute();
    return { summary, breakdown: await breakdownOf(db, by), reviews: rows.map((r) => toPublic(r)), page: current, pageCount };
  }

  /** The expert of the reviewed gig answers once, in public. Another expert learns nothing (404). */
  async function reply(reviewId: string, userId: string, body: ReviewReplyBody): Promise<PublicReview> {
    const owner = await db
      .selectFrom('reviews as r')
      .innerJoin('expert_profiles as e', 'e.id', 'r.expert_id')
      .select(['r.id', 'e.user_id'])
      .where('r.id', '=', reviewId)
      .executeTakeFirst();
    if (!owner || owner.user_id !== userId) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    const done = await db
      .updateTable('reviews')
      .set({ reply_text: body.text, replied_at: deps.clock.now().toISOString() })
      .where('id', '=', reviewId)
      .where('reply_text', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(REPLY_EXISTS_MESSAGE, 'REPLY_EXISTS');
    return toPublic(await reviewRows().where('r.id', '=', reviewId).executeTakeFirstOrThrow(), 'party');
  }

  async function ofExpert(userName: string, page = 1) {
    const expert = await db
      .selectFrom('expert_profiles')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (!expert) throw notFound('Expert not found.');
    return list({ expertId: expert.id }, page);
  }

  /** The buyer reviews a completed booking, once. */
  async function create(bookingId: string, userId: string, body: ReviewBody): Promise<Review> {
    const row = await findBooking(db, bookingId);
    if (!row || (row.buyer_id !== userId && row.expert_user_id !== userId))
      throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (row.buyer_id !== userId) throw forbidden(ONLY_BUYER_MESSAGE);
    if (row.stage !== 'completed') throw conflict(REVIEW_NOT_COMPLETED_MESSAGE, 'NOT_COMPLETED');
    if (!sessionWasHeld({ stage: row.stage, credits: row.credits, settlement: settlementOf(row) }))
      throw conflict(REVIEW_SESSION_NOT_HELD_MESSAGE, 'SESSION_NOT_HELD');
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
      name_shown: body.nameShown,
      created_at: deps.clock.now().toISOString(),
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('reviews').values(review).execute();
        await refreshHeldReviews(trx, { reviewIds: [review.id] });
      });
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
      ...idsOf(review.id),
      bookingId: row.id,
      gigId: row.gig_id,
      rating: review.rating,
      text: review.text,
      buyerName: authorName(buyer.name, review.name_shown),
      createdAt: review.created_at,
      reply: null,
    };
  }

  return { create, list, ofExpert, reply };
}
