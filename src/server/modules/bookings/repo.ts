import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { EXPERT_ONLY_MESSAGE } from '../../http/authorization';
import { statusOfStage, type OrdersQuery } from '#shared/domain/booking';
import type { Booking, Cancellation } from '#shared/contract/http/bookings';
import { lateFrom, type CancellationSplit } from '#shared/domain/session-cancellation';
import { DEFAULT_ORDER_FILTERS, filterOrders, type OrderFilters } from '#shared/domain/orders';
import type { Queryable } from '../../db/queryable';
import { expertShareOf, platformFeeOf } from '#shared/domain/platform-fee';
import { SETTLEMENT_SELECT, settlementOf } from '../sessions/settlement-record';
import { idsOf } from '#shared/contract/http/ids';

const LIST_LIMIT = 1000;

/** What the expert keeps of a booking's credits at its fee percent. */
const earningOf = (credits: number, feePercent: number) => ({
  feePercent,
  fee: platformFeeOf(credits, feePercent),
  credits: expertShareOf(credits, feePercent),
});

/** The expert profile id of a user (experts only). */
export async function expertIdOf(db: Queryable, userId: string): Promise<string> {
  const row = await db
    .selectFrom('expert_profiles')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw forbidden(EXPERT_ONLY_MESSAGE);
  return row.id;
}

function baseQuery(db: Queryable) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .innerJoin('users as u', 'u.id', 'b.buyer_id')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id')
    .leftJoin('session_settlements as ss', 'ss.booking_id', 'b.id')
    .selectAll('b')
    .select(SETTLEMENT_SELECT)
    .select([
      'e.display_name as expert_name',
      'e.user_name as expert_user_name',
      'e.profile_picture as expert_picture',
      'e.user_id as expert_user_id',
      'u.name as buyer_name',
      'r.rating as review_rating',
      'r.text as review_text',
      'r.created_at as review_created_at',
    ]);
}

export type BookingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>>;

/** A cancellation's split as the booking's answer carries it. */
export const cancellationOf = (split: CancellationSplit, scheduledAt: string): Cancellation => ({
  ...split,
  lateFrom: lateFrom(scheduledAt).toISOString(),
});

/** A cancelled session's split as it was made (null for any other booking). */
const madeCancellation = (r: BookingRow): Cancellation | null =>
  r.cancel_terms && r.scheduled_at
    ? cancellationOf({ terms: r.cancel_terms, toExpert: r.cancel_fee, toBuyer: r.credits - r.cancel_fee }, r.scheduled_at)
    : null;

/**
 * A booking as `viewerUserId` sees it. `offer`: what cancelling it now would do, given to the buyer of an
 * accepted session on its own page (./service `get`); a cancelled session carries its split as made.
 */
export function toBooking(r: BookingRow, viewerUserId: string, offer: Cancellation | null = null): Booking {
  const proposed = JSON.parse(r.proposed_times_json) as string[];
  return {
    ...idsOf(r.id),
    expert: { userName: r.expert_user_name, displayName: r.expert_name, profilePicture: r.expert_picture },
    skill: r.skill,
    date: r.scheduled_at ?? proposed[0] ?? r.created_at,
    status: statusOfStage(r.stage),
    amount: r.credits,
    stage: r.stage,
    gigId: r.gig_id,
    gigTitle: r.gig_title,
    tier: r.tier,
    packageTitle: r.package_title,
    sessionTime: r.session_time,
    buyer: { name: r.buyer_name },
    proposedTimes: proposed,
    scheduledAt: r.scheduled_at,
    note: r.note,
    declineReason: r.decline_reason,
    buyerTimeZone: r.buyer_time_zone,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    updatedAt: r.updated_at,
    viewerRole: r.buyer_id === viewerUserId ? 'buyer' : 'expert',
    review:
      r.review_rating !== null && r.review_rating !== undefined
        ? { rating: r.review_rating, text: r.review_text ?? '', createdAt: r.review_created_at ?? '' }
        : null,
    settlement: settlementOf(r),
    // A session the buyer cancelled earns its expert the late-cancellation fee only.
    earning: r.buyer_id === viewerUserId ? null : earningOf(r.cancel_terms ? r.cancel_fee : r.credits, r.fee_percent),
    cancellation: r.stage === 'cancelled' ? madeCancellation(r) : offer,
  };
}

export async function findBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  return baseQuery(db).where('b.id', '=', id).executeTakeFirst();
}

/**
 * A buyer's or an expert's bookings with the orders filters applied by the same rule the profile
 * page uses (domain/orders `filterOrders`), over their latest LIST_LIMIT bookings.
 */
export async function listBookings(
  db: Kysely<Database>,
  who: { buyerId: string } | { expertId: string },
  query: OrdersQuery,
  viewerUserId: string,
  now: Date,
): Promise<Booking[]> {
  const rows = await baseQuery(db)
    .$if('buyerId' in who, (qb) => qb.where('b.buyer_id', '=', 'buyerId' in who ? who.buyerId : ''))
    .$if('expertId' in who, (qb) => qb.where('b.expert_id', '=', 'expertId' in who ? who.expertId : ''))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const bookings = new Map(rows.map((r) => [r.id, toBooking(r, viewerUserId)]));
  const filters: OrderFilters = { ...DEFAULT_ORDER_FILTERS, ...definedOnly(query) };
  return filterOrders([...bookings.values()], filters, now).flatMap((row) => bookings.get(row._id) ?? []);
}

const definedOnly = (q: OrdersQuery): Partial<OrderFilters> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));
