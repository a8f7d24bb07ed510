import { sql, type InferResult, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { PublicExpert, PublicExpertSummary } from '#shared/contract/http/search';
import { forReaders } from '#shared/domain/public-text';
import { roundRating } from '#shared/domain/review';
import { isProBadge, proBadgeColumn } from '../subscriptions/entitlements';
import { jsonStrings } from './values';

/**
 * The public view of an expert (public-gig.ts has the gig's). Only the columns below are read: an expert's first
 * and last name and phone are never selected, so they cannot leak into an answer.
 */

type ExpertKey = { id: string } | { userName: string };

const ratingOfExpert = prepareQuery<{ expertId: string }, { n: number; total: number | null }>((db, p) =>
  db
    .selectFrom('reviews')
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`sum(rating)`.as('total')])
    .where('expert_id', '=', p.expertId)
    .where('held_back', 'is', null),
);

/** An expert's rating from their review count and the sum of their stars (strings on some drivers). */
export function expertRatingFrom(count: unknown, total: unknown): { rating: number | null; reviewCount: number } {
  const n = Number(count ?? 0);
  return { rating: roundRating(n > 0 ? Number(total ?? 0) / n : null, n), reviewCount: n };
}

async function expertRating(db: Db, expertId: string): Promise<{ rating: number | null; reviewCount: number }> {
  const row = await ratingOfExpert.first(db.kysely, { expertId });
  return expertRatingFrom(row?.n, row?.total);
}

const summaryColumns = [
  'e.id',
  'e.user_name',
  'e.display_name',
  'e.profile_picture',
  'e.description',
  'e.hourly_rate',
  'u.created_at',
  'el.level as earned_level',
] as const;

const summaryQuery = (db: Kysely<Database>, nowIso: string) =>
  db
    .selectFrom('expert_profiles as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('expert_levels as el', 'el.expert_id', 'e.id')
    .select([...summaryColumns, proBadgeColumn('e.user_id', nowIso).as('pro')]);

type SummaryRow = InferResult<ReturnType<typeof summaryQuery>>[number];

const summaryById = prepareQuery<{ id: string; now: string }, SummaryRow>((db, p) => summaryQuery(db, p.now).where('e.id', '=', p.id));
const summaryByUserName = prepareQuery<{ userName: string; now: string }, SummaryRow>((db, p) =>
  summaryQuery(db, p.now).where(sql`lower(e.user_name)`, '=', p.userName),
);

export const languagesOfExpert = prepareQuery<{ expertId: string }, { language: string; level: string }>((db, p) =>
  db.selectFrom('expert_languages').select(['language', 'level']).where('expert_id', '=', p.expertId).orderBy('position'),
);

async function expertSummary(db: Db, key: ExpertKey, now: Date): Promise<(PublicExpertSummary & { id: string }) | null> {
  const e =
    'id' in key
      ? await summaryById.first(db.kysely, { id: key.id, now: now.toISOString() })
      : await summaryByUserName.first(db.kysely, { userName: key.userName.toLowerCase(), now: now.toISOString() });
  if (!e) return null;
  const languages = await languagesOfExpert.all(db.kysely, { expertId: e.id });
  return {
    id: e.id,
    userName: e.user_name,
    displayName: e.display_name,
    profilePicture: e.profile_picture,
    description: forReaders(e.description),
    hourlyRate: e.hourly_rate,
    languages,
    memberSince: e.created_at,
    ...(await expertRating(db, e.id)),
    pro: isProBadge(e.pro),
    earnedLevel: e.earned_level ?? 'new',
  };
}

/** An expert's public profile by userName (any case), with their id for loading their gigs. */
export async function findPublicExpert(db: Db, userName: string, now: Date): Promise<{ id: string; expert: PublicExpert } | null> {
  const summary = await expertSummary(db, { userName }, now);
  if (!summary) return null;
  const { id, ...base } = summary;
  const [skills, softwares, professions] = await Promise.all([
    db.kysely
      .selectFrom('expert_skills')
      .select(['skill', 'level', 'experience', 'sub_skills_json'])
      .where('expert_id', '=', id)
      .orderBy('position')
      .execute(),
    db.kysely.selectFrom('expert_softwares').select('software').where('expert_id', '=', id).orderBy('position').execute(),
    db.kysely
      .selectFrom('expert_professions')
      .select(['profession', 'from_year', 'to_year', 'specialities_json'])
      .where('expert_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  return {
    id,
    expert: {
      ...base,
      skills: skills.map((s) => ({
        skill: s.skill,
        level: s.level,
        experience: s.experience,
        subSkills: jsonStrings(s.sub_skills_json),
      })),
      softwares: softwares.map((s) => s.software),
      professions: professions.map((p) => ({
        profession: p.profession,
        fromYear: p.from_year,
        toYear: p.to_year,
        specialities: jsonStrings(p.specialities_json),
      })),
    },
  };
}
