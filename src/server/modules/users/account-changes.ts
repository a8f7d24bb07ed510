import { emailChangedMessage, emailChangeSentMessage, PICTURE_NOT_YOURS_MESSAGE, type EmailChangeBody, type ProfileBody } from '#shared/domain/account-changes';
import { EMAIL_CHANGE_INVALID_MESSAGE, EMAIL_CHANGE_TAKEN_MESSAGE, PROFILE_SAVED_MESSAGE, SAME_EMAIL_MESSAGE } from '#shared/domain/account-changes-answers';
import { USER_GONE_MESSAGE } from '#shared/domain/auth-answers';
import type { PublicUser } from '#shared/contract/http/users';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import type { ModuleOptions } from '../server-module';
import { ownsAvatarUpload } from '../experts/repo';
import { accountKey, type AttemptLog } from './attempts';
import type { Background } from '../../services/background';
import { isUniqueViolation } from '../../services/background';
import { emailChangeLinkMail, emailChangeNoticeMail, emailTakenNoticeMail } from './email-change-mails';
import { consumeEmailTokenRow, issueEmailToken } from './email-tokens';
import { proveAddress, revokeSessions } from './address-proof';
import type { ProofFollowUp } from './proof-mails';
import { toPublicUser } from './public-user';
import { confirmOwner } from './reauth';

type Deps = Pick<ModuleOptions, 'deps'> & {
  attempts: AttemptLog;
  background: Background;
  followUp: ProofFollowUp;
  closeSockets: (userId: string, sessionIds: string[]) => Promise<void>;
};

/** The profile (name and picture) and the email change (asked, told, confirmed from the mail). */
export function createAccountChanges({ deps, attempts, background, followUp, closeSockets }: Deps) {
  const db = deps.db.kysely;
  const { clock } = deps;
  const now = () => clock.now().toISOString();

  return {
    /** Name and picture; the picture must be a profile picture this user uploaded (re-encoded by the server), or none. */
    async updateProfile(userId: string, body: ProfileBody): Promise<{ message: string; user: PublicUser }> {
      let picture: string | null = null;
      if (body.profilePicture !== null) {
        const key = deps.storage.keyFromUrl(body.profilePicture);
        if (!key || !(await ownsAvatarUpload(db, userId, key)))
          throw badRequest(PICTURE_NOT_YOURS_MESSAGE, { profilePicture: PICTURE_NOT_YOURS_MESSAGE }, 'PICTURE_NOT_UPLOADED');
        picture = deps.storage.urlFor(key);
      }
      await db
        .updateTable('users')
        .set({ name: body.name, profile_picture: picture, updated_at: now() })
        .where('id', '=', userId)
        .execute();
      const user = await toPublicUser(db, userId);
      if (!user) throw unauthorized(USER_GONE_MESSAGE);
      return { message: PROFILE_SAVED_MESSAGE, user };
    },

    /**
     * One answer whether or not the new address has an account, doing the same work: a token is
     * made either way (it can only ever confirm a free address); the new address gets the link,
     * or, when taken, its owner a notice (once an hour). The current address is always told.
     */
    async requestEmailChange(user: AuthUser, body: EmailChangeBody): Promise<{ message: string }> {
      await attempts.hit('emailChange', accountKey('', user.id));
      const owner = await confirmOwner(db, clock, user, body.currentPassword);
      const newEmail = body.newEmail.toLowerCase();
      if (newEmail === owner.email) throw badRequest(SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE });
      const taken = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'language'])
        .where('email', '=', newEmail)
        .executeTakeFirst();
      const token = await issueEmailToken(db, clock, owner.id, 'change-email', newEmail);
      background.run('email change mails', async () => {
        const reset = await issueEmailToken(db, clock, owner.id, 'reset-password');
        await deps.mailer.send(emailChangeNoticeMail(deps.config.publicUrl, { ...owner, newEmail }, reset));
        if (!taken) {
          await deps.mailer.send(emailChangeLinkMail(deps.config.publicUrl, { name: owner.name, newEmail, language: owner.language }, token));
          return;
        }
        const key = accountKey(taken.email, taken.id);
        if ((await attempts.waitMs('emailTakenNotice', key)) > 0) return;
        await attempts.record('emailTakenNotice', key);
        const tokens = {
          signIn: await issueEmailToken(db, clock, taken.id, 'sign-in'),
          reset: await issueEmailToken(db, clock, taken.id, 'reset-password'),
        };
        await deps.mailer.send(emailTakenNoticeMail(deps.config.publicUrl, taken, tokens));
      });
      return { message: emailChangeSentMessage(newEmail) };
    },

    /**
     * The link from the mail, once: the address becomes the account's (verified: the link proved
     * it). The links sent to the old address before (verification, reset, sign-in) stop working, and
     * every other session is signed out, as a password change does (the caller's own session of
     * this account stays). An account unverified until now also loses its linked identities and
     * remembered devices (proveAddress); the password it was asked with stays.
     */
    async confirmEmailChange(token: string, caller: AuthUser | null): Promise<{ message: string; email: string }> {
      try {
        const done = await db.transaction().execute(async (trx) => {
          const row = await consumeEmailTokenRow(trx, clock, token, 'change-email');
          const email = row?.new_email;
          if (!row || !email) throw badRequest(EMAIL_CHANGE_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
          const holder = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
          if (holder) throw conflict(EMAIL_CHANGE_TAKEN_MESSAGE, 'EMAIL_TAKEN');
          const at = now();
          const keep = caller?.id === row.user_id ? (caller.sessionId ?? null) : null;
          const account = await trx.selectFrom('users').select('id').where('id', '=', row.user_id).where('deleted_at', 'is', null).executeTakeFirst();
          if (!account) throw badRequest(EMAIL_CHANGE_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
          const removed = await proveAddress(trx, deps.db.kind, row.user_id, at, 'asked', keep);
          await trx.updateTable('users').set({ email, email_verified: 1, updated_at: at }).where('id', '=', row.user_id).execute();
          await trx
            .updateTable('user_tokens')
            .set({ used_at: at })
            .where('user_id', '=', row.user_id)
            .where('used_at', 'is', null)
            .execute();
          const signedOut = [...(removed?.sessionIds ?? []), ...(await revokeSessions(trx, row.user_id, at, keep))];
          return { userId: row.user_id, email, removed, signedOut };
        });
        if (done.removed) await followUp(done.userId, { ...done.removed, sessionIds: done.signedOut });
        else await closeSockets(done.userId, done.signedOut);
        return { message: emailChangedMessage(done.email), email: done.email };
      } catch (err) {
        // Taken by a sign-up at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(EMAIL_CHANGE_TAKEN_MESSAGE, 'EMAIL_TAKEN');
        throw err;
      }
    },
  };
}
