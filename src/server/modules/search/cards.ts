import type { Db } from '../../db/database';
import type { GigCard } from '#shared/contract/http/search';
import { forReaders } from '#shared/domain/public-text';
import { roundRating } from '#shared/domain/review';
import { NO_PRICE } from '../../db/migrations/0500_search_shared';
import { isProBadge, proBadgeColumn } from '../subscriptions/entitlements';
import { jsonStrings, levelName } from './values';
import { idsOf } from '#shared/contract/http/ids';

/** The result cards of the given gigs, in the order of `ids` (gigs no longer listed are left out); Pro as at `now`. */
export async function loadCards(db: Db, ids: readonly string[], now: Date): Promise<GigCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('gig_search as s')
    .innerJoin('gigs as g', 'g.id', 's.gig_id')
    .innerJoin('expert_profiles as e', 'e.id', 's.expert_id')
    .leftJoin('expert_levels as el', 'el.expert_id', 's.expert_id')
    .select([
      'g.id',
      'g.title',
      's.expert_id',
      'g.category',
      'g.sub_category',
      'g.softwares_json',
      'g.gallery_json',
      's.rating',
      's.review_count',
      's.basic_credits',
      's.level',
      's.experience',
      'e.user_name',
      'e.display_name',
      'e.profile_picture',
      'e.hourly_rate',
      'el.level as earned_level',
      proBadgeColumn('e.user_id', now.toISOString()).as('pro'),
    ])
    .where('s.gig_id', 'in', [...ids])
    .where('s.listed', '=', 1)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id): GigCard[] => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...idsOf(r.id),
        title: forReaders(r.title),
        category: r.category,
        subCategory: r.sub_category,
        softwares: jsonStrings(r.softwares_json),
        thumbnail: jsonStrings(r.gallery_json)[0] ?? null,
        startingPrice: r.basic_credits === NO_PRICE ? null : r.basic_credits,
        rating: roundRating(r.rating, r.review_count),
        reviewCount: r.review_count,
        expert: {
          userName: r.user_name,
          displayName: r.display_name,
          profilePicture: r.profile_picture,
          hourlyRate: r.hourly_rate,
          level: levelName(r.level),
          experienceYears: r.experience,
          pro: isProBadge(r.pro),
          earnedLevel: r.earned_level ?? 'new',
        },
      },
    ];
  });
}
