import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { GigPackage } from '#shared/contract/http/gigs';
import type { PublicExpert, PublicExpertSummary, PublicGig } from '#shared/contract/http/search';
import { roundRating } from '#shared/domain/review';
import { jsonStrings } from './values';

/**
 * The public views of a gig and of an expert. Only the columns below are read: an expert's first
 * and last name and phone are never selected, so they cannot leak into an answer.
 */

type ExpertKey = { id: string } | { userName: string };

const TIERS = ['basic', 'standard', 'premium'] as const;

async function expertRating(db: Db, expertId: string): Promise<{ rating: number | null; reviewCount: number }> {
  const row = await db.kysely
    .selectFrom('reviews')
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`sum(rating)`.as('total')])
    .where('expert_id', '=', expertId)
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  return { rating: roundRating(n > 0 ? Number(row?.total ?? 0) / n : null, n), reviewCount: n };
}

async function expertSummary(db: Db, key: ExpertKey): Promise<(PublicExpertSummary & { id: string }) | null> {
  let q = db.kysely
    .selectFrom('expert_profiles as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.user_name',
      'e.display_name',
      'e.profile_picture',
      'e.description',
      'e.hourly_rate',
      'u.created_at',
    ]);
  q = 'id' in key ? q.where('e.id', '=', key.id) : q.where(sql`lower(e.user_name)`, '=', key.userName.toLowerCase());
  const e = await q.executeTakeFirst();
  if (!e) return null;
  const languages = await db.kysely
    .selectFrom('expert_languages')
    .select(['language', 'level'])
    .where('expert_id', '=', e.id)
    .orderBy('position')
    .execute();
  return {
    id: e.id,
    userName: e.user_name,
    displayName: e.display_name,
    profilePicture: e.profile_picture,
    description: e.description,
    hourlyRate: e.hourly_rate,
    languages,
    memberSince: e.created_at,
    ...(await expertRating(db, e.id)),
  };
}

/** An active gig and its expert, or null when there is no such active gig. */
export async function findPublicGig(db: Db, gigId: string): Promise<{ gig: PublicGig; expert: PublicExpertSummary } | null> {
  const g = await db.kysely
    .selectFrom('gigs as g')
    .innerJoin('gig_search as s', 's.gig_id', 'g.id')
    .select([
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
    ])
    .where('g.id', '=', gigId)
    .where('s.listed', '=', 1)
    .executeTakeFirst();
  if (!g) return null;
  const [packages, summary] = await Promise.all([
    db.kysely.selectFrom('gig_packages').selectAll().where('gig_id', '=', g.id).execute(),
    expertSummary(db, { id: g.expert_id }),
  ]);
  if (!summary) return null;
  const pricing = Object.fromEntries(
    TIERS.map((tier) => {
      const p = packages.find((row) => row.tier === tier);
      const value: GigPackage | null = p
        ? {
            title: p.title,
            description: p.description,
            credits: p.credits,
            sessionTime: p.session_time,
            extraTime: p.extra_time,
            numberOfSessions: p.number_of_sessions,
          }
        : null;
      return [tier, value];
    }),
  ) as PublicGig['pricing'];
  const { id: _expertId, ...expert } = summary;
  return {
    gig: {
      _id: g.id,
      title: g.title,
      category: g.category,
      subCategory: g.sub_category,
      description: g.description,
      softwares: jsonStrings(g.softwares_json),
      tags: jsonStrings(g.tags_json),
      gallery: jsonStrings(g.gallery_json),
      pricing,
      rating: roundRating(g.rating, g.review_count),
      reviewCount: g.review_count,
      createdAt: g.created_at,
    },
    expert,
  };
}

/** An expert's public profile by userName (any case), with their id for loading their gigs. */
export async function findPublicExpert(db: Db, userName: string): Promise<{ id: string; expert: PublicExpert } | null> {
  const summary = await expertSummary(db, { userName });
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
