import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExpertSubmissionData } from '#shared/domain/expert-submission';

export interface NewExpertProfile {
  userId: string;
  data: ExpertSubmissionData;
  /** E.164 number from the verified Firebase token. */
  phoneNumber: string;
  /** The phone sign-in the number was proven by, used up with the profile (phone-once.ts). */
  phoneSignIn: { key: string; expiresAt: string };
  now: string;
}

/** Writes the profile and its lists in one transaction: a failure leaves no partial rows. */
export async function insertExpertProfile(db: Kysely<Database>, input: NewExpertProfile): Promise<string> {
  const { data, now } = input;
  const expertId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('phone_sign_ins').where('expires_at', '<', now).execute();
    await trx
      .insertInto('phone_sign_ins')
      .values({ sign_in: input.phoneSignIn.key, user_id: input.userId, used_at: now, expires_at: input.phoneSignIn.expiresAt })
      .execute();
    await trx
      .insertInto('expert_profiles')
      .values({
        id: expertId,
        user_id: input.userId,
        user_name: data.userName,
        first_name: data.firstName,
        last_name: data.lastName,
        display_name: data.displayName,
        profile_picture: data.profilePicture,
        description: data.description,
        hourly_rate: data.hourlyRate ?? null,
        phone_country: data.mobileNumber.country,
        phone_country_code: data.mobileNumber.countryCode,
        phone_number: input.phoneNumber,
        phone_verified_at: now,
        strengths_json: JSON.stringify(data.strengths),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('expert_languages')
      .values(
        data.languages.map((l, position) => ({ expert_id: expertId, position, language: l.language, level: l.languageExperience })),
      )
      .execute();
    await trx
      .insertInto('expert_professions')
      .values(
        data.profession.map((p, position) => ({
          expert_id: expertId,
          position,
          profession: p.profession,
          from_year: p.fromYear,
          to_year: p.toYear,
          specialities_json: JSON.stringify([...new Set(p.professionSpecialties)]),
        })),
      )
      .execute();
    await trx
      .insertInto('expert_skills')
      .values(
        data.skills.map((s, position) => ({
          expert_id: expertId,
          position,
          skill: s.skill,
          level: s.skillLevel,
          experience: s.experience,
          sub_skills_json: JSON.stringify([...new Set(s.subSkills)]),
        })),
      )
      .execute();
    await trx
      .insertInto('expert_softwares')
      .values(data.softwares.map((software, position) => ({ expert_id: expertId, position, software })))
      .execute();
  });
  return expertId;
}

export async function expertIdOfUser(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('expert_profiles').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

export async function updateExpertPicture(db: Kysely<Database>, userId: string, url: string, now: string): Promise<void> {
  await db
    .updateTable('expert_profiles')
    .set({ profile_picture: url, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Whether `key` is a profile picture this user uploaded. */
export async function ownsAvatarUpload(db: Kysely<Database>, userId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('key')
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .where('kind', '=', 'avatar')
    .executeTakeFirst();
  return row !== undefined;
}
