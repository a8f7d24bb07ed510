import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExpertSubmissionData } from '#shared/domain/expert-submission';
import { expertListRows, writeExpertLists } from './lists';

export interface NewExpertProfile {
  userId: string;
  data: ExpertSubmissionData;
  /** E.164 number from the verified Firebase token. */
  phoneNumber: string;
  /** The phone sign-in the number was proven by, used up with the profile (phone-once.ts). */
  phoneSignIn: { key: string; expiresAt: string };
  now: string;
}

/** Records a phone sign-in as used (it proves no other number or profile), dropping the expired records. */
export async function usePhoneSignIn(
  trx: Kysely<Database>,
  userId: string,
  signIn: { key: string; expiresAt: string },
  now: string,
): Promise<void> {
  await trx.deleteFrom('phone_sign_ins').where('expires_at', '<', now).execute();
  await trx.insertInto('phone_sign_ins').values({ sign_in: signIn.key, user_id: userId, used_at: now, expires_at: signIn.expiresAt }).execute();
}

/** Writes the profile and its lists in one transaction: a failure leaves no partial rows. */
export async function insertExpertProfile(db: Kysely<Database>, input: NewExpertProfile): Promise<string> {
  const { data, now } = input;
  const expertId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await usePhoneSignIn(trx, input.userId, input.phoneSignIn, now);
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
    await writeExpertLists(trx, expertListRows(expertId, data));
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
