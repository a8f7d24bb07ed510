import type { Kysely } from 'kysely';
import type { OwnExpertProfile } from '#shared/contract/http/experts';
import type { ExpertProfileEditData } from '#shared/domain/expert-profile-edit';
import { phoneDigits } from '#shared/domain/expert-rules';
import type { Database } from '../../db/schema';
import { jsonStrings } from '../search/values';
import { EXPERT_LIST_TABLES, expertListRows, writeExpertLists, type ExpertListRows } from './lists';
import { usePhoneSignIn } from './repo';

/** The national digits of a stored E.164 number under its dial code ('' when none is stored). */
const nationalPart = (e164: string, dialCode: string) => {
  const digits = phoneDigits(e164);
  const code = phoneDigits(dialCode);
  return digits.startsWith(code) ? digits.slice(code.length) : digits;
};

/** The caller's own profile with its id, as the edit form shows it; null when they have none. */
export async function readOwnProfile(db: Kysely<Database>, userId: string): Promise<{ id: string; profile: OwnExpertProfile } | null> {
  const e = await db.selectFrom('expert_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!e) return null;
  const [languages, professions, skills, softwares] = await Promise.all([
    db.selectFrom('expert_languages').selectAll().where('expert_id', '=', e.id).orderBy('position').execute(),
    db.selectFrom('expert_professions').selectAll().where('expert_id', '=', e.id).orderBy('position').execute(),
    db.selectFrom('expert_skills').selectAll().where('expert_id', '=', e.id).orderBy('position').execute(),
    db.selectFrom('expert_softwares').selectAll().where('expert_id', '=', e.id).orderBy('position').execute(),
  ]);
  return {
    id: e.id,
    profile: {
      firstName: e.first_name,
      lastName: e.last_name,
      displayName: e.display_name,
      userName: e.user_name,
      profilePicture: e.profile_picture,
      description: e.description,
      languages: languages.map((l) => ({ language: l.language, languageExperience: l.level })),
      profession: professions.map((p) => ({
        profession: p.profession,
        fromYear: p.from_year,
        toYear: p.to_year,
        professionSpecialties: jsonStrings(p.specialities_json),
      })),
      skills: skills.map((s) => ({ skill: s.skill, skillLevel: s.level, experience: s.experience, subSkills: jsonStrings(s.sub_skills_json) })),
      softwares: softwares.map((s) => s.software),
      hourlyRate: e.hourly_rate,
      mobileNumber: { country: e.phone_country, countryCode: e.phone_country_code, number: nationalPart(e.phone_number, e.phone_country_code) },
    },
  };
}

/**
 * Saves an edit in one transaction. A list is rewritten only when it changed: the search index's
 * triggers refresh the expert's gigs on every row of skills and languages written (and on a new
 * hourly rate), in this same transaction, so a search sees the change as soon as it commits.
 */
export async function updateExpertProfile(
  db: Kysely<Database>,
  input: { expertId: string; before: OwnExpertProfile; data: ExpertProfileEditData; now: string },
): Promise<void> {
  const { expertId, data } = input;
  const before = expertListRows(expertId, input.before);
  const after = expertListRows(expertId, data);
  const changed = EXPERT_LIST_TABLES.filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('expert_profiles')
      .set({
        first_name: data.firstName,
        last_name: data.lastName,
        display_name: data.displayName,
        user_name: data.userName,
        description: data.description,
        hourly_rate: data.hourlyRate ?? null,
        updated_at: input.now,
      })
      .where('id', '=', expertId)
      .execute();
    for (const table of changed) await trx.deleteFrom(table).where('expert_id', '=', expertId).execute();
    const rows: Partial<ExpertListRows> = Object.fromEntries(changed.map((table) => [table, after[table]]));
    await writeExpertLists(trx, rows);
  });
}

/** Puts a proven number on the expert's profile and uses up the sign-in that proved it, together. */
export async function updateExpertPhone(
  db: Kysely<Database>,
  input: {
    userId: string;
    country: string;
    countryCode: string;
    phoneNumber: string;
    phoneSignIn: { key: string; expiresAt: string };
    now: string;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await usePhoneSignIn(trx, input.userId, input.phoneSignIn, input.now);
    await trx
      .updateTable('expert_profiles')
      .set({
        phone_country: input.country,
        phone_country_code: input.countryCode,
        phone_number: input.phoneNumber,
        phone_verified_at: input.now,
        updated_at: input.now,
      })
      .where('user_id', '=', input.userId)
      .execute();
  });
}
