import { randomUUID } from 'node:crypto';
import type { SignInResponse } from '#shared/contract/http/users';
import type { LinkedIdentity } from '#shared/contract/http/social';
import {
  IDENTITY_TAKEN_MESSAGE,
  LAST_SIGN_IN_METHOD_MESSAGE,
  PROVIDER_ALREADY_LINKED_MESSAGE,
  PROVIDER_NOT_LINKED_MESSAGE,
  SOCIAL_EMAIL_MISSING_MESSAGE,
  SOCIAL_EMAIL_UNVERIFIED_MESSAGE,
  SOCIAL_TOKEN_INVALID_MESSAGE,
  type SocialProvider,
} from '#shared/domain/social';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SocialIdentity, SocialVerifier } from '../../services/social';
import type { AppDeps } from '../context';
import { isUniqueViolation } from './background';
import type { DeviceTokens } from './devices';
import { publicUserFromRow, type UserRow } from './public-user';
import { uniqueUsername } from './username';

/** A social-only account has no password: its hash is empty, which no password verifies against. */
export const NO_PASSWORD = '';
export const hasPassword = (hash: string) => hash !== NO_PASSWORD;

const NAME_MAX_LENGTH = 80;

type Deps = {
  deps: AppDeps;
  verifier: SocialVerifier;
  devices: DeviceTokens;
  /** Starts a session row and signs its token. */
  signSession: (row: UserRow, userAgent: string | undefined) => Promise<string>;
};

/**
 * Google, Apple and Facebook sign-in (issue 19): a verified Firebase ID token becomes our session.
 * The identity already linked signs its user in; otherwise an account with the same address is
 * signed in and the identity linked to it, but only when the provider verified the address (never
 * a takeover through an unverified one); otherwise a new account is made (name from the provider,
 * the username from the email by the spec's rule, no password).
 */
export function createSocialAccounts({ deps, verifier, devices, signSession }: Deps) {
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

  /** The user the identity belongs to, linking or creating as the rules say. */
  async function resolve(identity: SocialIdentity & { email: string }): Promise<UserRow> {
    for (let attempt = 0; ; attempt += 1) {
      const linked = await userOfIdentity(identity);
      if (linked) return linked;
      const existing = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', identity.email)
        .executeTakeFirst();
      try {
        if (existing) {
          if (!identity.emailVerified)
            throw conflict(SOCIAL_EMAIL_UNVERIFIED_MESSAGE(identity.provider), 'EMAIL_NOT_VERIFIED');
          const taken = await db
            .selectFrom('user_identities')
            .select('id')
            .where('user_id', '=', existing.id)
            .where('provider', '=', identity.provider)
            .executeTakeFirst();
          if (taken) throw conflict(PROVIDER_ALREADY_LINKED_MESSAGE(identity.provider), 'PROVIDER_LINKED');
          await db.transaction().execute(async (trx) => {
            await trx.insertInto('user_identities').values(identityRow(existing.id, identity)).execute();
            // The provider proved the address: it counts as verified here too.
            if (existing.email_verified !== 1) {
              await trx
                .updateTable('users')
                .set({ email_verified: 1, updated_at: now() })
                .where('id', '=', existing.id)
                .execute();
            }
          });
          return { ...existing, email_verified: 1 };
        }
        const at = now();
        const row: UserRow = {
          id: randomUUID(),
          name: (identity.name ?? identity.email.split('@')[0] ?? identity.email).slice(0, NAME_MAX_LENGTH),
          username: await uniqueUsername(db, identity.email),
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
        return row;
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
      const row = linked ?? (await resolve({ ...identity, email: email ?? '' }));
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

    async link(userId: string, idToken: string): Promise<LinkedIdentity> {
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
      try {
        const same = await db
          .selectFrom('user_identities')
          .select('id')
          .where('user_id', '=', userId)
          .where('provider', '=', identity.provider)
          .executeTakeFirst();
        if (same) throw conflict(PROVIDER_ALREADY_LINKED_MESSAGE(identity.provider), 'PROVIDER_LINKED');
        await db.insertInto('user_identities').values(row).execute();
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(IDENTITY_TAKEN_MESSAGE(identity.provider), 'IDENTITY_TAKEN');
        throw err;
      }
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
