import { sql } from 'kysely';
import { roundRating } from '#shared/domain/review';
import type { RatingBreakdown, RatingSummary } from '#shared/contract/http/reviews';
import type { Queryable } from '../../db/queryable';

/**
 * Ratings computed from reviews (for gig pages, expert pages and search): the mean of the stars,
 * one decimal, and the count, each booking's one review counted once (`reviews.booking_id` is
 * unique), reviews held back (./held-back.ts) left out. Search may also join `reviews` itself:
 * avg(rating), count(*) grouped by gig_id or expert_id, over the reviews whose `held_back` is null.
 */
export async function ratingsOfGigs(
  db: Queryable,
  gigIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const out = new Map<string, RatingSummary>();
  if (gigIds.length === 0) return out;
  const rows = await db
    .selectFrom('reviews')
    .select([
      'gig_id',
      sql<number | string>`avg(rating)`.as('average'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('gig_id', 'in', [...gigIds])
    .where('held_back', 'is', null)
    .groupBy('gig_id')
    .execute();
  for (const r of rows)
    out.set(r.gig_id, { average: roundRating(Number(r.average), Number(r.count)), count: Number(r.count) });
  return out;
}

export async function ratingOf(
  db: Queryable,
  by: { gigId: string } | { expertId: string },
): Promise<RatingSummary> {
  const row = await db
    .selectFrom('reviews')
    .select([
      sql<number | string | null>`avg(rating)`.as('average'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('held_back', 'is', null)
    .$if('gigId' in by, (q) => q.where('gig_id', '=', 'gigId' in by ? by.gigId : ''))
    .$if('expertId' in by, (q) => q.where('expert_id', '=', 'expertId' in by ? by.expertId : ''))
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return {
    average: roundRating(
      row?.average === null || row?.average === undefined ? null : Number(row.average),
      count,
    ),
    count,
  };
}

/** How many reviews gave each number of stars, 5 down to 1 (zeros included). */
export async function breakdownOf(db: Queryable, by: { gigId: string } | { expertId: string }): Promise<RatingBreakdown> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
    .where('held_back', 'is', null)
    .$if('gigId' in by, (q) => q.where('gig_id', '=', 'gigId' in by ? by.gigId : ''))
    .$if('expertId' in by, (q) => q.where('expert_id', '=', 'expertId' in by ? by.expertId : ''))
    .groupBy('rating')
    .execute();
  const counts = new Map(rows.map((r) => [Number(r.rating), Number(r.count)]));
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
}
