import { randomUUID } from 'node:crypto';
import type { LoginBody, SignupBody } from '#shared/domain/user';
import type { SignInResponse } from '#shared/contract/http/users';
import { INVALID_CREDENTIALS_MESSAGE, loginThrottledMessage } from '#shared/domain/auth-messages';
import { SIGN_IN_LINK_INVALID_MESSAGE, SIGNUP_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { AppError, badRequest } from '../../http/errors';
import type { ModuleOptions } from '../server-module';
import type { AttemptLog } from './attempts';
import { accountKey } from './attempts';
import type { Background } from '../../services/background';
import { isUniqueViolation } from '../../services/background';
import { signSession, type AuthSessions } from './auth-sessions';
import type { DeviceTokens } from './devices';
import { proveAddress } from './address-proof';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { verificationMail } from './mails';
import type { Notices } from './notices';
import type { ProofFollowUp } from './proof-mails';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { publicUserFromRow, type UserRow } from './public-user';
import { deviceKey, type LoginThrottle } from './throttle';
import { uniqueUsername } from './username';

type Deps = Pick<ModuleOptions, 'deps' | 'tokens'> & {
  attempts: AttemptLog;
  background: Background;
  throttle: LoginThrottle;
  devices: DeviceTokens;
  notices: Notices;
  sessions: AuthSessions;
  followUp: ProofFollowUp;
};

/** A sign-in refused by the throttle: the route adds Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** Sign-up, sign-in and the emailed one-time sign-in link. */
export function createAccountService({ deps, tokens, attempts, background, throttle, devices, notices, sessions, followUp }: Deps) {
  const db = deps.db.kysely;

  /** A new session row for this client (its User-Agent names the device in settings) and its token. */
  const session = async (row: UserRow, deviceToken: string, userAgent: string | undefined): Promise<SignInResponse> => ({
    token: await signSession(sessions, tokens, row, userAgent),
    user: await publicUserFromRow(db, row),
    deviceToken,
  });

  const findByIdentifier = (identifier: string) => {
    const value = identifier.trim().toLowerCase();
    const column = value.includes('@') ? 'email' : 'username';
    return db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
  };

  const sendVerification = (user: { id: string; name: string; email: string; language?: string | null }) =>
    background.run('verification mail', async () => {
      const token = await issueEmailToken(db, deps.clock, user.id, 'verify-email');
      await deps.mailer.send(verificationMail(deps.config.publicUrl, user, token));
    });

  /** The new user's row, or null when the address was taken at the same moment. */
  async function insertUser(body: SignupBody, email: string, passwordHash: string): Promise<UserRow | null> {
    for (let attempt = 0; ; attempt += 1) {
      const now = deps.clock.now().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        name: body.name,
        username: await uniqueUsername(db, body.name),
        email,
        password_hash: passwordHash,
        email_verified: 0,
        token_version: 0,
        profile_picture: null,
        // Set at the first sign-in from the language in use then.
        language: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        suspended_at: null,
      };
      try {
        await db.insertInto('users').values(row).execute();
        return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone took the email or the username at the same moment: which, or pick again.
        if (await findByIdentifier(email)) return null;
        if (attempt >= 3) throw err;
      }
    }
  }

  return {
    /**
     * One answer whether or not the address has an account, in the same time (the password is
     * hashed either way): a new user gets the verification mail, the owner of a taken address a
     * notice with a sign-in and a reset link. No session: the user signs in next.
     */
    async signup(body: SignupBody): Promise<{ message: string }> {
      const email = body.emailOrUsername.toLowerCase();
      await attempts.hit('signup', accountKey(email));
      const existing = await findByIdentifier(email);
      const passwordHash = await hashPassword(body.password);
      // A taken address reads what a new account reads (its username), so only the insert differs.
      if (existing) await uniqueUsername(db, body.name);
      const created = existing ? null : await insertUser(body, email, passwordHash);
      const owner = existing ?? (created ? null : await findByIdentifier(email));
      if (created) sendVerification(created);
      if (owner) notices.signupAttempt(owner);
      return { message: SIGNUP_ACCEPTED_MESSAGE };
    },

    /**
     * One answer for an unknown account and a wrong password, in the same time: an unknown
     * account is checked against a dummy hash. A client that presents a device token of this
     * account is throttled on its own; every other client shares the account's throttle, which
     * refuses before the password is looked at (the same answer whatever the password).
     */
    async login(body: LoginBody, userAgent: string | undefined): Promise<SignInResponse> {
      const row = await findByIdentifier(body.emailOrUsername);
      const device = body.deviceToken ? await devices.find(body.deviceToken) : null;
      const known = device !== null && row !== undefined && device.userId === row.id;
      const key = known ? deviceKey(device.id) : accountKey(body.emailOrUsername, row?.id);
      const claim = await throttle.claim(key, row?.id ?? null);
      if (!claim.allowed) {
        const seconds = Math.max(1, Math.ceil(claim.waitMs / 1000));
        throw new LoginThrottledError(loginThrottledMessage(seconds), seconds);
      }
      const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);
      if (!row || !ok) {
        if (row && claim.alert) notices.signInAlert(row);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      await throttle.succeeded(key);
      if (needsRehash(row.password_hash)) {
        const password_hash = await hashPassword(body.password);
        await db.updateTable('users').set({ password_hash }).where('id', '=', row.id).execute();
      }
      if (known) await devices.touch(device.id);
      return session(row, known && body.deviceToken ? body.deviceToken : await devices.issue(row.id, device), userAgent);
    },

    /**
     * The one-time link of the notice mails: signs in whatever the throttle and recognises this
     * client from now on. It proves the address without the account's holder asking for it, so on
     * an account unverified until now whatever was set up before goes with it, password included
     * (proveAddress), in the transaction that uses the link; the session it starts stays.
     */
    async signInWithLink(token: string, userAgent: string | undefined): Promise<SignInResponse> {
      const proven = await db.transaction().execute(async (trx) => {
        const userId = await consumeEmailToken(trx, deps.clock, token, 'sign-in');
        if (!userId) return null;
        const removed = await proveAddress(trx, deps.db.kind, userId, deps.clock.now().toISOString(), 'unasked');
        return { userId, removed };
      });
      const row = proven ? await db.selectFrom('users').selectAll().where('id', '=', proven.userId).executeTakeFirst() : undefined;
      if (!proven || !row) throw badRequest(SIGN_IN_LINK_INVALID_MESSAGE, undefined, 'INVALID_TOKEN');
      await followUp(row.id, proven.removed);
      return session(row, await devices.issue(row.id), userAgent);
    },
  };
}
