import type { InferResult, Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { GigPackage } from '#shared/contract/http/gigs';
import type { PublicExpertSummary, PublicGig } from '#shared/contract/http/search';
import { forReaders } from '#shared/domain/public-text';
import { roundRating } from '#shared/domain/review';
import { expertRatingFrom, languagesOfExpert } from './public-repo';
import { isProBadge, proBadgeColumn } from '../subscriptions/entitlements';
import { jsonStrings } from './values';
import { idsOf } from '#shared/contract/http/ids';

/**
 * The public view of a gig: the listed gig with its expert's card in one statement, then its
 * packages and the expert's languages. As for the expert's own page, only the columns below are
 * read: an expert's first and last name and phone are never selected.
 */

const TIERS = ['basic', 'standard', 'premium'] as const;

const listedGigQuery = (db: Kysely<Database>, gigId: string, nowIso: string) =>
  db
    .selectFrom('gigs as g')
    .innerJoin('gig_search as s', 's.gig_id', 'g.id')
    .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('expert_levels as el', 'el.expert_id', 'g.expert_id')
    .select((eb) => [
      'el.level as earned_level',
      proBadgeColumn('e.user_id', nowIso).as('pro'),
      'g.id',
      'g.expert_id',
      'g.title',
      'g.category',
      'g.sub_category',
      'g.description',
      'g.softwares_json',
      'g.tags_json',
      'g.gallery_json',
      'g.created_at',
      's.rating',
      's.review_count',
      'e.user_name',
      'e.display_name',
      'e.profile_picture',
      'e.description as expert_description',
      'e.hourly_rate',
      'u.created_at as member_since',
      eb
        .selectFrom('reviews as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.expert_id', '=', 'e.id')
        .where('r.held_back', 'is', null)
        .as('expert_reviews'),
      eb
        .selectFrom('reviews as r')
        .select((r) => r.fn.sum<number | null>('r.rating').as('t'))
        .whereRef('r.expert_id', '=', 'e.id')
        .where('r.held_back', 'is', null)
        .as('expert_stars'),
    ])
    .where('g.id', '=', gigId)
    .where('s.listed', '=', 1);

const listedGig = prepareQuery<{ gigId: string; now: string }, InferResult<ReturnType<typeof listedGigQuery>>[number]>((db, p) =>
  listedGigQuery(db, p.gigId, p.now),
);

const packagesOfGig = prepareQuery<{ gigId: string }, Omit<Database['gig_packages'], 'gig_id'>>((db, p) =>
  db
    .selectFrom('gig_packages')
    .select(['tier', 'title', 'description', 'credits', 'session_time', 'extra_time', 'number_of_sessions'])
    .where('gig_id', '=', p.gigId),
);

/** An active gig and its expert (Pro as at `now`), or null when there is no such active gig. */
export async function findPublicGig(db: Db, gigId: string, now: Date): Promise<{ gig: PublicGig; expert: PublicExpertSummary } | null> {
  const g = await listedGig.first(db.kysely, { gigId, now: now.toISOString() });
  if (!g) return null;
  const [packages, languages] = await Promise.all([
    packagesOfGig.all(db.kysely, { gigId: g.id }),
    languagesOfExpert.all(db.kysely, { expertId: g.expert_id }),
  ]);
  const pricing = Object.fromEntries(
    TIERS.map((tier) => {
      const p = packages.find((row) => row.tier === tier);
      const value: GigPackage | null = p
        ? {
            title: forReaders(p.title),
            description: forReaders(p.description),
            credits: p.credits,
            sessionTime: p.session_time,
            extraTime: p.extra_time,
            numberOfSessions: p.number_of_sessions,
          }
        : null;
      return [tier, value];
    }),
  ) as PublicGig['pricing'];
  return {
    gig: {
      ...idsOf(g.id),
      title: forReaders(g.title),
      category: g.category,
      subCategory: g.sub_category,
      description: forReaders(g.description),
      softwares: jsonStrings(g.softwares_json),
      tags: jsonStrings(g.tags_json),
      gallery: jsonStrings(g.gallery_json),
      pricing,
      rating: roundRating(g.rating, g.review_count),
      reviewCount: g.review_count,
      createdAt: g.created_at,
    },
    expert: {
      userName: g.user_name,
      displayName: g.display_name,
      profilePicture: g.profile_picture,
      description: forReaders(g.expert_description),
      hourlyRate: g.hourly_rate,
      languages,
      memberSince: g.member_since,
      ...expertRatingFrom(g.expert_reviews, g.expert_stars),
      pro: isProBadge(g.pro),
      earnedLevel: g.earned_level ?? 'new',
    },
  };
}
