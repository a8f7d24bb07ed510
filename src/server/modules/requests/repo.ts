import { sql } from 'kysely';
import type { Offer, RequestDetail, RequestForYou, RequestSummary } from '#shared/contract/http/requests';
import type { RequestWindow } from '#shared/domain/requests';
import { attachmentKindOfKey } from '#shared/domain/documents';
import { planIdsWith } from '#shared/domain/pro-plans';
import type { Queryable } from '../../db/queryable';
import { onPlanColumn } from '../subscriptions/entitlements';
import { fileUrlOf } from '../../services/storage';
import { responseRates } from './match';
import type { RequestMatchesTable, RequestsTable } from './tables';

export async function findRequest(db: Queryable, id: string): Promise<RequestsTable | undefined> {
  return db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMatch(db: Queryable, requestId: string, expertId: string): Promise<RequestMatchesTable | undefined> {
  return db.selectFrom('request_matches').selectAll().where('request_id', '=', requestId).where('expert_id', '=', expertId).executeTakeFirst();
}

export const windowsOf = (r: Pick<RequestsTable, 'windows_json'>): RequestWindow[] => JSON.parse(r.windows_json) as RequestWindow[];

const requestFields = (r: RequestsTable) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  software: r.software,
  skill: r.skill,
  sessionTime: r.session_time,
  budgetMin: r.budget_min,
  budgetMax: r.budget_max,
  windows: windowsOf(r),
  timeZone: r.time_zone,
  language: r.language,
  state: r.state,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** Offers with their experts' level, rating and response rate, oldest first; one expert's only when `expertId` is given. */
export async function offersOf(db: Queryable, requestId: string, expertId: string | null): Promise<Offer[]> {
  const rows = await db
    .selectFrom('request_offers as o')
    .innerJoin('expert_profiles as e', 'e.id', 'o.expert_id')
    .leftJoin('expert_levels as l', 'l.expert_id', 'e.id')
    .selectAll('o')
    .select(['e.user_name', 'e.display_name', 'e.profile_picture', 'l.level'])
    .select((eb) => [
      eb
        .selectFrom('reviews as r')
        .select(sql<number | string | null>`avg(r.rating)`.as('rating'))
        .whereRef('r.expert_id', '=', 'e.id')
        .where('r.held_back', 'is', null)
        .as('rating'),
      eb
        .selectFrom('reviews as r')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('r.expert_id', '=', 'e.id')
        .where('r.held_back', 'is', null)
        .as('reviews_count'),
    ])
    .where('o.request_id', '=', requestId)
    .$if(expertId !== null, (q) => q.where('o.expert_id', '=', expertId ?? ''))
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  const rates = await responseRates(db, rows.map((r) => r.expert_id));
  return rows.map((o) => ({
    id: o.id,
    expert: {
      userName: o.user_name,
      displayName: o.display_name,
      profilePicture: o.profile_picture,
      level: o.level ?? 'new',
      rating: o.rating === null ? null : Math.round(Number(o.rating) * 10) / 10,
      reviewsCount: Number(o.reviews_count ?? 0),
      responseRate: rates.get(o.expert_id) ?? null,
    },
    gigId: o.gig_id,
    tier: o.tier,
    credits: o.credits,
    sessionTime: o.session_time,
    message: o.message,
    times: JSON.parse(o.times_json) as string[],
    state: o.state,
    createdAt: o.created_at,
    expiresAt: o.expires_at,
  }));
}

/** The request as its buyer (every offer) or one matched expert (their own offer and decline) reads it. */
export async function detailOf(db: Queryable, r: RequestsTable, viewer: { role: 'buyer' } | { role: 'expert'; expertId: string }): Promise<RequestDetail> {
  const expertId = viewer.role === 'expert' ? viewer.expertId : null;
  const match = expertId ? await findMatch(db, r.id, expertId) : undefined;
  return {
    ...requestFields(r),
    viewerRole: viewer.role,
    attachments: (JSON.parse(r.attachments_json) as string[]).map((key) => ({ url: fileUrlOf(key), kind: attachmentKindOfKey(key) })),
    offers: await offersOf(db, r.id, expertId),
    bookingId: viewer.role === 'buyer' ? r.booking_id : null,
    declined: match?.decline_reason ?? null,
  };
}

/** The buyer's requests, newest first, with how many offers each received. */
export async function listMine(db: Queryable, buyerId: string): Promise<RequestSummary[]> {
  const rows = await db
    .selectFrom('requests as r')
    .select(['r.id', 'r.title', 'r.state', 'r.created_at', 'r.expires_at'])
    .select((eb) => eb.selectFrom('request_offers as o').select(sql<number | string>`count(*)`.as('n')).whereRef('o.request_id', '=', 'r.id').as('offers'))
    .where('r.buyer_id', '=', buyerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, state: r.state, offersCount: Number(r.offers ?? 0), createdAt: r.created_at, expiresAt: r.expires_at }));
}

/**
 * The open requests an expert was matched to, with whether they answered: those of buyers on a plan
 * with priority (Pro for buyers, paid past `now`, read here on the server) first, newest first in each.
 */
export async function listForExpert(db: Queryable, expertId: string, now: Date): Promise<RequestForYou[]> {
  const rows = await db
    .selectFrom('request_matches as m')
    .innerJoin('requests as r', 'r.id', 'm.request_id')
    .leftJoin('request_offers as o', (j) => j.onRef('o.request_id', '=', 'r.id').onRef('o.expert_id', '=', 'm.expert_id'))
    .selectAll('r')
    .select(['m.decline_reason', 'o.id as offer_id'])
    .where('m.expert_id', '=', expertId)
    .where('r.state', '=', 'open')
    .where('r.expires_at', '>', now.toISOString())
    .orderBy(onPlanColumn(planIdsWith('priorityRequests'), 'r.buyer_id', now.toISOString()), 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ ...requestFields(r), answered: r.offer_id ? 'offered' : r.decline_reason ? 'declined' : null }));
}
