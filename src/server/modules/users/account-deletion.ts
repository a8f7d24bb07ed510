import type { FastifyBaseLogger } from 'fastify';
import { DELETED_USER_NAME, deletedAccountEmail, deletionBlockerReasons, deletionRefusedCode, deletionRefusedMessage, type DeletionBlockers } from '#shared/domain/account-changes';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/domain/account-changes-answers';
import type { AuthUser } from '../../http/auth';
import { conflict } from '../../http/errors';
import type { AppDeps } from '../context';
import type { Tx } from '../../db/queryable';
import { ensureWallet, heldByBuyer, lockWallet } from '../wallet/ledger';
import { NO_PASSWORD } from './passwords';
import { confirmOwner } from './reauth';
import { keepTombstone } from '../backups/bucket';

/** What stands in the way, counted inside the deletion's transaction (after the locks). */
async function blockersOf(trx: Tx, userId: string, expertId: string | null): Promise<DeletionBlockers> {
  const open = await trx
    .selectFrom('bookings')
    .select(['stage', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('expert_id', '=', expertId ?? '')]))
    .where('stage', 'in', ['requested', 'accepted'])
    .groupBy('stage')
    .execute();
  const count = (stage: string) => Number(open.find((r) => r.stage === stage)?.n ?? 0);
  const withdrawals = await trx
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return {
    requested: count('requested'),
    accepted: count('accepted'),
    heldCredits: await heldByBuyer(trx, userId),
    withdrawals: Number(withdrawals?.n ?? 0),
  };
}

/** Removes the expert profile's personal fields and lists, and hides the gigs (kept for bookings and reviews). */
async function scrubExpert(trx: Tx, expertId: string, at: string): Promise<void> {
  await trx
    .updateTable('expert_profiles')
    .set({
      user_name: `deleted.${expertId}`,
      first_name: '',
      last_name: '',
      display_name: DELETED_USER_NAME,
      profile_picture: null,
      description: '',
      hourly_rate: null,
      phone_country: '',
      phone_country_code: '',
      phone_number: '',
      strengths_json: '[]',
      updated_at: at,
    })
    .where('id', '=', expertId)
    .execute();
  for (const table of ['expert_languages', 'expert_skills', 'expert_softwares', 'expert_professions', 'expert_availability', 'calendar_feeds'] as const)
    await trx.deleteFrom(table).where('expert_id', '=', expertId).execute();
  await trx.updateTable('gigs').set({ active: 0, gallery_json: '[]', updated_at: at }).where('expert_id', '=', expertId).execute();
}

/**
 * The erasure itself, inside the caller's transaction: the personal data goes and the row stays as
 * "Deleted user". Answers the uploads' keys (their files go after the commit) and the sessions that
 * ended. A restore replays it for every account deleted after its backup was taken (its tombstone).
 */
export async function erasePersonalData(trx: Tx, userId: string, expertId: string | null, at: string): Promise<{ keys: string[]; sessionIds: string[] }> {
  const uploads = await trx.selectFrom('uploads').select('key').where('user_id', '=', userId).execute();
  const sessions = await trx.selectFrom('auth_sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await trx.deleteFrom('uploads').where('user_id', '=', userId).execute();
  for (const table of [
    'auth_sessions',
    'user_identities',
    'device_tokens',
    'user_tokens',
    'login_throttles',
    'phone_sessions',
    'payout_accounts',
    'notifications',
    'notification_email_off',
    'early_notifications',
    'second_factor_recovery_codes',
    'second_factors',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx.updateTable('payouts').set({ details_json: '{}', masked: '', updated_at: at }).where('user_id', '=', userId).execute();
  if (expertId) await scrubExpert(trx, expertId, at);
  await trx
    .updateTable('users')
    .set((eb) => ({
      name: DELETED_USER_NAME,
      username: `deleted.${userId}`,
      email: deletedAccountEmail(userId),
      password_hash: NO_PASSWORD,
      email_verified: 0,
      token_version: eb('token_version', '+', 1),
      profile_picture: null,
      language: null,
      updated_at: at,
      deleted_at: at,
    }))
    .where('id', '=', userId)
    .execute();
  return { keys: uploads.map((u) => u.key), sessionIds: sessions.map((s) => s.id) };
}

/**
 * Deleting an account: refused with every reason while a booking is requested or
 * accepted, credits are held or a withdrawal is on its way; otherwise, in one transaction, the
 * personal data goes (name, email, username, password, picture, identities, tokens, payout
 * details, the expert profile's fields and lists, notifications) and the row stays as "Deleted
 * user" for the ledger, reviews, bookings and messages that point at it; the gigs are hidden and
 * every session ends. The uploads' files go after the commit and the live sockets are closed.
 */
export function createAccountEraser(deps: AppDeps, closeSockets: (userId: string, sessionIds: string[]) => Promise<void>, log: FastifyBaseLogger) {
  const db = deps.db.kysely;
  const lock = deps.db.kind === 'postgres';

  /**
   * Erases the account. `first` runs in the same transaction once the account's rows are locked, before
   * anything is read or written (an operator's check that it is not deleted meanwhile, and the audit row).
   */
  return async function eraseAccount(user: Pick<AuthUser, 'id'>, first?: (trx: Tx) => Promise<void>): Promise<void> {
    const { keys, sessionIds } = await db.transaction().execute(async (trx) => {
      // Bookings hold credits under the wallet's lock and accepts lock the expert's row: taken here too.
      await ensureWallet(trx, user.id, deps.clock.now());
      await lockWallet(trx, deps.db.kind, user.id);
      const expert = await trx
        .selectFrom('expert_profiles')
        .select('id')
        .where('user_id', '=', user.id)
        .$if(lock, (q) => q.forUpdate())
        .executeTakeFirst();
      const expertId = expert?.id ?? null;
      await first?.(trx);
      const blockers = await blockersOf(trx, user.id, expertId);
      const reasons = deletionBlockerReasons(blockers);
      if (reasons.length > 0) throw conflict(deletionRefusedMessage(reasons), deletionRefusedCode(blockers));
      return erasePersonalData(trx, user.id, expertId, deps.clock.now().toISOString());
    });
    // Kept outside the backups: a restore of an older backup erases the account again. The deletion
    // has committed: a failure here is the operators' to see, not the user's.
    await keepTombstone(deps.config.backups, user.id, deps.clock.now()).catch((err: unknown) => log.error({ err, userId: user.id }, 'keeping the tombstone failed'));
    for (const key of keys) {
      // A file left behind has no row: the start-up sweep removes it.
      await deps.storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'deleting an upload failed'));
    }
    await closeSockets(user.id, sessionIds);
  };
}

/** The owner's deletion from settings: the password (or a recent sign-in) first, then the erasure. */
export function createAccountDeletion(deps: AppDeps, closeSockets: (userId: string, sessionIds: string[]) => Promise<void>, log: FastifyBaseLogger) {
  const erase = createAccountEraser(deps, closeSockets, log);
  return async function deleteAccount(user: AuthUser, currentPassword: string | undefined): Promise<{ message: string }> {
    await confirmOwner(deps.db.kysely, deps.clock, user, currentPassword);
    await erase(user);
    return { message: ACCOUNT_DELETED_MESSAGE };
  };
}
