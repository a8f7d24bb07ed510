import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HANDOFF_GONE_MESSAGE, SOCIAL_HANDOFF_SECONDS } from '#shared/domain/social';
import { HANDOFF_POSTED_MESSAGE, HANDOFF_USED_MESSAGE, SOCIAL_TOKEN_INVALID_MESSAGE } from '#shared/domain/social-answers';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { SocialVerifier } from '../../services/social';
import type { AppDeps } from '../context';
import { sha256 } from './email-tokens';

/** The hosted page the desktop app opens in the system browser. */
export const SOCIAL_SIGN_IN_PATH = '/social-sign-in';

const gone = () => new AppError(410, 'HANDOFF_EXPIRED', HANDOFF_GONE_MESSAGE);

/**
 * The desktop app's social sign-in, the way its phone verification works: the app never
 * shows a provider's page itself. It opens a hand-off and shows our hosted page in the system
 * browser; the page signs in with the provider (Firebase's popup) and posts the ID token here
 * (checked at once); the app polls with the key only it holds and, once posted, takes the ID token
 * once, which the social sign-in turns into a session. The id in the page's address cannot take it.
 */
export function createSocialHandoffs(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  verifier: SocialVerifier,
) {
  const db = deps.db.kysely;
  const expired = (row: { expires_at: string }) => Date.parse(row.expires_at) < deps.clock.now().getTime();

  return {
    async create() {
      const now = deps.clock.now();
      await db.deleteFrom('social_handoffs').where('expires_at', '<', now.toISOString()).execute();
      const id = randomBytes(32).toString('base64url');
      const key = randomBytes(32).toString('base64url');
      await db
        .insertInto('social_handoffs')
        .values({
          id,
          key_hash: sha256(key),
          id_token: null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SOCIAL_HANDOFF_SECONDS * 1000).toISOString(),
        })
        .execute();
      return {
        handoffId: id,
        key,
        url: `${deps.config.publicUrl}${SOCIAL_SIGN_IN_PATH}?handoff=${encodeURIComponent(id)}`,
      };
    },

    async complete(id: string, idToken: string) {
      const row = await db.selectFrom('social_handoffs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(HANDOFF_GONE_MESSAGE);
      if (row.id_token !== null) throw conflict(HANDOFF_USED_MESSAGE, 'HANDOFF_USED');
      if (expired(row)) throw gone();
      if (!(await verifier.verify(idToken)))
        throw badRequest(
          SOCIAL_TOKEN_INVALID_MESSAGE,
          { idToken: SOCIAL_TOKEN_INVALID_MESSAGE },
          'INVALID_TOKEN',
        );
      const updated = await db
        .updateTable('social_handoffs')
        .set({ id_token: idToken })
        .where('id', '=', id)
        .where('id_token', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(HANDOFF_USED_MESSAGE, 'HANDOFF_USED');
      return { message: HANDOFF_POSTED_MESSAGE };
    },

    /** The posted ID token, once (the row goes); null while the page has not posted. */
    async take(id: string, key: string): Promise<string | null> {
      const row = await db.selectFrom('social_handoffs').selectAll().where('id', '=', id).executeTakeFirst();
      const given = Buffer.from(sha256(key));
      if (!row || !timingSafeEqual(given, Buffer.from(row.key_hash))) throw notFound(HANDOFF_GONE_MESSAGE);
      if (expired(row)) throw gone();
      if (row.id_token === null) return null;
      const taken = await db
        .deleteFrom('social_handoffs')
        .where('id', '=', id)
        .where('id_token', '=', row.id_token)
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) throw notFound(HANDOFF_GONE_MESSAGE);
      return row.id_token;
    },
  };
}
