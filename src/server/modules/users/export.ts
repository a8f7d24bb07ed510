import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What "Download my data" holds: the caller's own rows, never a password hash or a token. */
export interface AccountExport {
  exportedAt: string;
  account: Record<string, unknown> | null;
  signInMethods: Record<string, unknown>[];
  expertProfile: Record<string, unknown> | null;
  gigs: Record<string, unknown>[];
  bookings: Record<string, unknown>[];
  ledger: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  messages: Record<string, unknown>[];
}

/**
 * The caller's data as one JSON document: the account (no hash, no token version), linked
 * providers, the expert profile with its gigs, bookings as buyer or expert, the wallet's ledger,
 * reviews written or received, and the messages the caller sent (other people's messages are
 * theirs: they stay out).
 */
export async function exportAccount(db: Kysely<Database>, userId: string, now: Date): Promise<AccountExport> {
  const account = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'username',
      'email',
      'email_verified',
      'profile_picture',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  const signInMethods = await db
    .selectFrom('user_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const expert = await db
    .selectFrom('expert_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const expertId = expert?.id ?? '';
  const gigs = expert
    ? await db.selectFrom('gigs').selectAll().where('expert_id', '=', expertId).execute()
    : [];
  const bookings = await db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('expert_id', '=', expertId)]))
    .orderBy('created_at')
    .execute();
  const ledger = await db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .selectAll()
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('expert_id', '=', expertId)]))
    .execute();
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'body', 'created_at'])
    .where('sender_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    exportedAt: now.toISOString(),
    account: account ?? null,
    signInMethods,
    expertProfile: expert ?? null,
    gigs,
    bookings,
    ledger,
    reviews,
    messages,
  };
}
