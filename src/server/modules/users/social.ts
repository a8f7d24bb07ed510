import { randomUUID } from 'node:crypto';
import type { SignInResponse } from '#shared/contract/http/users';
import type { LinkedIdentity } from '#shared/contract/http/social';
import { IDENTITY_TAKEN_MESSAGE, PROVIDER_ALREADY_LINKED_MESSAGE, PROVIDER_NOT_LINKED_MESSAGE, SOCIAL_EMAIL_MISSING_MESSAGE, SOCIAL_EMAIL_UNVERIFIED_MESSAGE, type SocialProvider } from '#shared/domain/social';
import { LAST_SIGN_IN_METHOD_MESSAGE, SOCIAL_TOKEN_INVALID_MESSAGE } from '#shared/domain/social-answers';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SocialIdentity, SocialVerifier } from '../../services/social';
import type { AppDeps } from '../context';
import { proveAddress, type ProofRemoval } from './address-proof';
import { isUniqueViolation } from '../../services/background';
import type { DeviceTokens } from './devices';
import type { ProofFollowUp } from './proof-mails';
import { publicUserFromRow, type UserRow } from './public-user';
import { uniqueUsername } from './username';
import { hasPassword, NO_PASSWORD } from './passwords';


const NAME_MAX_LENGTH = 80;

type Deps = {
  deps: AppDeps;
  verifier: SocialVerifier;
  devices: DeviceTokens;
  /** Starts a session row and signs its token. */
  signSession: (row: UserRow, userAgent: string | undefined) => Promise<string>;
  followUp: ProofFollowUp;
};

/**
 * Google, Apple and Facebook sign-in: a verified Firebase ID token becomes our session.
 * The identity already linked signs its user in; otherwise an account with the same address is
 * signed in and the identity linked to it, but only when the provider verified the address (never
 * a takeover through an unverified one): when that account was unverified until then, what its
 * holder set up before goes first (proveAddress: sessions, password, identities); otherwise a new
 * account is made (name from the provider, a username that does not reveal the address, no password).
 */
export function createSocialAccounts({ deps, verifier, devices, signSession, followUp }: Deps) {
  const db = deps.db.kysely;
  const now = () => deps.clock.now().toISOString();

  async function verified(idToken: string): Promise<SocialIdentity> {
    const identity = await verifier.verify(idToken);
    if (!identity)
      throw badRequest(
        SOCIAL_TOKEN_INVALID_MESSAGE,
        { idToken: SOCIAL_TOKEN_INVALID_MESSAGE },
        'INVALID_TOKEN',
      );
    return identity;
  }

  const userOfIdentity = (identity: SocialIdentity) =>
    db
      .selectFrom('user_identities as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .selectAll('u')
      .where('i.provider', '=', identity.provider)
      .where('i.subject', '=', identity.subject)
      .executeTakeFirst();

  const identityRow = (userId: string, identity: SocialIdentity) => ({
    id: randomUUID(),
    user_id: userId,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    created_at: now(),
  });

  /** The user the identity belongs to, linking or creating as the rules say, and what a proof removed. */
  async function resolve(identity: SocialIdentity & { email: string }): Promise<{ row: UserRow; removed: ProofRemoval | null }> {
    for (let attempt = 0; ; attempt += 1) {
      const linked = await userOfIdentity(identity);
      if (linked) return { row: linked, removed: null };
      const existing = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', identity.email)
        .executeTakeFirst();
      try {
        if (existing) {
          if (!identity.emailVerified)
            throw conflict(SOCIAL_EMAIL_UNVERIFIED_MESSAGE(identity.provider), 'EMAIL_NOT_VERIFIED');
          // The provider proved the address: it counts as verified here too, and on an account
          // unverified until now the proof clears what was set up before, then links this identity.
          const removed = await db.transaction().execute(async (trx) => {
            const cleared = await proveAddress(trx, deps.db.kind, existing.id, now(), 'unasked');
            const taken = await trx
              .selectFrom('user_identities')
              .select('id')
              .where('user_id', '=', existing.id)
              .where('provider', '=', identity.provider)
              .executeTakeFirst();
            if (taken) throw conflict(PROVIDER_ALREADY_LINKED_MESSAGE(identity.provider), 'PROVIDER_LINKED');
            await trx.insertInto('user_identities').values(identityRow(existing.id, identity)).execute();
            return cleared;
          });
          const row = await db.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
          return { row, removed };
        }
        const at = now();
        const row: UserRow = {
          id: randomUUID(),
          name: (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, NAME_MAX_LENGTH),
          username: await uniqueUsername(db, identity.name ?? ''),
          email: identity.email,
          password_hash: NO_PASSWORD,
          email_verified: identity.emailVerified ? 1 : 0,
          token_version: 0,
          profile_picture: null,
          language: null,
          created_at: at,
          updated_at: at,
          deleted_at: null,
          suspended_at: null,
        };
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values(row).execute();
          await trx.insertInto('user_identities').values(identityRow(row.id, identity)).execute();
        });
        return { row, removed: null };
      } catch (err) {
        // The same sign-in twice at once, or a username taken meanwhile: look again.
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  const toLinked = (row: { provider: string; email: string | null; created_at: string }): LinkedIdentity => ({
    provider: row.provider as SocialProvider,
    email: row.email,
    linkedAt: row.created_at,
  });

  return {
    async signIn(
      idToken: string,
      deviceToken: string | undefined,
      userAgent: string | undefined,
    ): Promise<SignInResponse> {
      const identity = await verified(idToken);
      const { email } = identity;
      const linked = await userOfIdentity(identity);
      if (!linked && email === null)
        throw badRequest(SOCIAL_EMAIL_MISSING_MESSAGE(identity.provider), undefined, 'EMAIL_MISSING');
      const resolved = linked ? { row: linked, removed: null } : await resolve({ ...identity, email: email ?? '' });
      const { row } = resolved;
      await followUp(row.id, resolved.removed);
      const device = deviceToken ? await devices.find(deviceToken) : null;
      const known = device !== null && device.userId === row.id;
      if (known) await devices.touch(device.id);
      return {
        token: await signSession(row, userAgent),
        user: await publicUserFromRow(db, row),
        deviceToken: known && deviceToken ? deviceToken : await devices.issue(row.id, device),
      };
    },

    async list(userId: string) {
      const user = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirst();
      const rows = await db
        .selectFrom('user_identities')
        .select(['provider', 'email', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('provider')
        .execute();
      return { hasPassword: user ? hasPassword(user.password_hash) : false, identities: rows.map(toLinked) };
    },

    /**
     * Links a provider to the signed-in account. An identity whose verified address is the
     * account's proves that address: on an account unverified until now, the other sessions and the
     * identities linked before go first (proveAddress; the caller's session and password stay, the
     * caller having signed in to it and proven the address both). Any other identity is linked as
     * it is and goes at the address's proof, as everything set up before it does.
     */
    async link(user: { id: string; sessionId?: string }, idToken: string): Promise<LinkedIdentity> {
      const userId = user.id;
      const identity = await verified(idToken);
      const owner = await db
        .selectFrom('user_identities')
        .select(['user_id', 'provider', 'email', 'created_at'])
        .where('provider', '=', identity.provider)
        .where('subject', '=', identity.subject)
        .executeTakeFirst();
      if (owner && owner.user_id !== userId)
        throw conflict(IDENTITY_TAKEN_MESSAGE(identity.provider), 'IDENTITY_TAKEN');
      if (owner) return toLinked(owner);
      const row = identityRow(userId, identity);
      let removed: ProofRemoval | null = null;
      try {
        removed = await db.transaction().execute(async (trx) => {
          const account = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
          const proves = identity.emailVerified && account !== undefined && identity.email === account.email;
          const cleared = proves ? await proveAddress(trx, deps.db.kind, userId, now(), 'asked', user.sessionId ?? null) : null;
          const same = await trx
            .selectFrom('user_identities')
            .select('id')
            .where('user_id', '=', userId)
            .where('provider', '=', identity.provider)
            .executeTakeFirst();
          if (same) throw conflict(PROVIDER_ALREADY_LINKED_MESSAGE(identity.provider), 'PROVIDER_LINKED');
          await trx.insertInto('user_identities').values(row).execute();
          return cleared;
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(IDENTITY_TAKEN_MESSAGE(identity.provider), 'IDENTITY_TAKEN');
        throw err;
      }
      await followUp(userId, removed);
      return toLinked(row);
    },

    /** Unlinks the provider unless it is the last way to sign in (a password counts); the user row is locked meanwhile. */
    async unlink(userId: string, provider: SocialProvider): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', userId)
          .$if(deps.db.kind === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        const rows = await trx
          .selectFrom('user_identities')
          .select('provider')
          .where('user_id', '=', userId)
          .execute();
        if (!rows.some((r) => r.provider === provider)) throw notFound(PROVIDER_NOT_LINKED_MESSAGE(provider));
        if (!(user && hasPassword(user.password_hash)) && rows.length <= 1)
          throw conflict(LAST_SIGN_IN_METHOD_MESSAGE, 'LAST_SIGN_IN_METHOD');
        await trx
          .deleteFrom('user_identities')
          .where('user_id', '=', userId)
          .where('provider', '=', provider)
          .execute();
      });
    },
  };
}

export type SocialAccounts = ReturnType<typeof createSocialAccounts>;
