import { randomUUID } from 'node:crypto';
import type { AuthResponse, LoginBody, SignupBody } from '../../../shared/domain/user';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../../shared/domain/auth-messages';
import { AppError, conflict } from '../../http/errors';
import type { ModuleContext } from '../context';
import type { AttemptLog } from './attempts';
import { accountKey } from './attempts';
import type { Background } from './background';
import { isUniqueViolation } from './background';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mails';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { publicUserFromRow, type UserRow } from './public-user';
import { uniqueUsername } from './username';

type Deps = Pick<ModuleContext, 'deps' | 'tokens'> & { attempts: AttemptLog; background: Background };

/** Sign-up and sign-in. */
export function createAccountService({ deps, tokens, attempts, background }: Deps) {
  const db = deps.db.kysely;

  const session = async (row: UserRow): Promise<AuthResponse> => ({
    token: await tokens.sign({ userId: row.id, tokenVersion: row.token_version }),
    user: await publicUserFromRow(db, row),
  });

  const findByIdentifier = (identifier: string) => {
    const value = identifier.trim().toLowerCase();
    const column = value.includes('@') ? 'email' : 'username';
    return db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
  };

  const sendVerification = (user: { id: string; name: string; email: string }) =>
    background.run('verification mail', async () => {
      const token = await issueEmailToken(db, deps.clock, user.id, 'verify-email');
      await deps.mailer.send(verificationMail(deps.config.publicUrl, user, token));
    });

  async function insertUser(body: SignupBody, email: string, passwordHash: string): Promise<UserRow> {
    for (let attempt = 0; ; attempt += 1) {
      const now = deps.clock.now().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        name: body.name,
        username: await uniqueUsername(db, email),
        email,
        password_hash: passwordHash,
        email_verified: 0,
        token_version: 0,
        profile_picture: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.insertInto('users').values(row).execute();
        return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone took the email or the username at the same moment: say which, or pick again.
        if (await findByIdentifier(email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
        if (attempt >= 3) throw err;
      }
    }
  }

  return {
    async signup(body: SignupBody): Promise<AuthResponse> {
      const email = body.emailOrUsername.toLowerCase();
      await attempts.hit('signup', accountKey(email));
      if (await findByIdentifier(email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
      const row = await insertUser(body, email, await hashPassword(body.password));
      sendVerification(row);
      return session(row);
    },

    /**
     * One answer for an unknown account and a wrong password, in the same time: an unknown
     * account is checked against a dummy hash. Failures count per account (ASVS V2.2.1).
     */
    async login(body: LoginBody): Promise<AuthResponse> {
      const row = await findByIdentifier(body.emailOrUsername);
      const key = accountKey(body.emailOrUsername, row?.id);
      await attempts.assertUnder('loginFailure', key);
      const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);
      if (!row || !ok) {
        await attempts.record('loginFailure', key);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      if (needsRehash(row.password_hash)) {
        const password_hash = await hashPassword(body.password);
        await db.updateTable('users').set({ password_hash }).where('id', '=', row.id).execute();
      }
      return session(row);
    },
  };
}
