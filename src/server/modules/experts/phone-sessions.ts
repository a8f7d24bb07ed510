import { randomBytes } from 'node:crypto';
import { countryByName } from '#shared/catalog/countries';
import type { PhoneSession } from '#shared/contract/http/experts';
import { PHONE_SESSION_SECONDS, e164, expertMessages } from '#shared/domain/expert-rules';
import { expertTexts, phoneSessionTexts } from '#shared/domain/expert-texts';
import type { PhoneSessionToken } from '#shared/domain/expert';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { PhoneVerifier } from '../../services/phone';
import type { AppDeps } from '../context';
import { isFreshPhoneSignIn, isPhoneOnAnotherProfile, isPhoneSignInUsed } from './phone-once';

export const PHONE_VERIFY_PATH = '/phone-verify';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Phone verification through the hosted web page, for the desktop app (whose own pages cannot run
 * Firebase's reCAPTCHA): the app opens a session and shows the page in the system browser; the
 * page verifies the number with Firebase and posts the ID token here, checked at once with
 * firebase-admin; the app reads it back and sends it with the profile, where it is checked again.
 */
export function createPhoneSessions(deps: Deps, phone: PhoneVerifier) {
  const db = deps.db.kysely;
  const urlOf = (id: string) => `${deps.config.publicUrl}${PHONE_VERIFY_PATH}?session=${encodeURIComponent(id)}`;

  const view = (row: {
    id: string;
    id_token: string | null;
    country: string | null;
    country_code: string | null;
    number: string | null;
    expires_at: string;
  }): PhoneSession => {
    const verified = row.id_token !== null && row.country !== null && row.country_code !== null && row.number !== null;
    const expired = !verified && Date.parse(row.expires_at) < deps.clock.now().getTime();
    return {
      sessionId: row.id,
      url: urlOf(row.id),
      status: verified ? 'verified' : expired ? 'expired' : 'pending',
      result: verified
        ? { country: row.country ?? '', countryCode: row.country_code ?? '', number: row.number ?? '', idToken: row.id_token ?? '' }
        : null,
    };
  };

  return {
    async create(userId: string): Promise<PhoneSession> {
      const now = deps.clock.now();
      await db.deleteFrom('phone_sessions').where('user_id', '=', userId).where('expires_at', '<', now.toISOString()).execute();
      const row = {
        id: randomBytes(32).toString('base64url'),
        user_id: userId,
        id_token: null,
        country: null,
        country_code: null,
        number: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PHONE_SESSION_SECONDS * 1000).toISOString(),
      };
      await db.insertInto('phone_sessions').values(row).execute();
      return view(row);
    },

    async get(userId: string, id: string): Promise<PhoneSession> {
      const row = await db.selectFrom('phone_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!row) throw notFound(phoneSessionTexts.gone);
      return view(row);
    },

    async complete(id: string, body: PhoneSessionToken): Promise<{ message: string }> {
      const row = await db.selectFrom('phone_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(phoneSessionTexts.gone);
      if (row.id_token !== null) throw conflict(phoneSessionTexts.used, 'PHONE_SESSION_USED');
      if (Date.parse(row.expires_at) < deps.clock.now().getTime()) throw new AppError(410, 'PHONE_SESSION_EXPIRED', phoneSessionTexts.expired);
      if (countryByName(body.country)?.dialCode !== body.countryCode) {
        throw badRequest(expertMessages.unknownCountry, { country: expertMessages.unknownCountry });
      }
      const verified = await phone.verify(body.idToken);
      if (!verified || !isFreshPhoneSignIn(verified)) throw badRequest(expertTexts.phoneTokenInvalid, { idToken: expertTexts.phoneTokenInvalid }, 'PHONE_NOT_VERIFIED');
      if (verified.phoneNumber !== e164(body.countryCode, body.number)) {
        throw badRequest(expertTexts.phoneMismatch, { number: expertTexts.phoneMismatch }, 'PHONE_MISMATCH');
      }
      // Said here already, so the page can tell the person before they go back to the app.
      if (await isPhoneOnAnotherProfile(db, verified.phoneNumber, row.user_id)) throw conflict(expertTexts.phoneTaken, 'PHONE_TAKEN');
      if (await isPhoneSignInUsed(db, verified)) throw conflict(expertTexts.phoneTokenUsed, 'PHONE_TOKEN_USED');
      const updated = await db
        .updateTable('phone_sessions')
        .set({ id_token: body.idToken, country: body.country, country_code: body.countryCode, number: body.number })
        .where('id', '=', id)
        .where('id_token', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(phoneSessionTexts.used, 'PHONE_SESSION_USED');
      return { message: phoneSessionTexts.posted };
    },
  };
}
