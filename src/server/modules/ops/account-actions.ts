import { ACCOUNT_ACTIONS, OPS_ACCOUNT_DONE, OPS_ACCOUNT_MESSAGES } from '#shared/domain/ops-account-actions';
import { conflict } from '../../http/errors';
import { createAccountEraser } from '../users/account-deletion';
import { recordAudit } from './audit';
import { actionTarget, revokeAllSessions } from './suspend';
import type { ActingOperator, SuspensionContext } from './suspension-context';

/**
 * Support's account actions on the console's user page: sign out every device, mark the email
 * verified, start the deletion (the same erasure as the owner's own, refused while bookings or
 * credits are open). Each writes one audit row in its transaction; 409 when the account changed.
 */
export function createAccountActions(ctx: SuspensionContext) {
  const { deps } = ctx;
  const db = deps.db.kysely;
  const erase = createAccountEraser(deps, ctx.closeSockets, ctx.log);
  const target = (userId: string) => ({ type: 'user', id: userId });

  async function signOutEverywhere(userId: string, by: ActingOperator): Promise<{ message: string; signedOut: number }> {
    const now = deps.clock.now();
    const ids = await db.transaction().execute(async (trx) => {
      const user = await actionTarget(trx, userId);
      const revoked = await revokeAllSessions(trx, user.id, now.toISOString());
      await recordAudit(trx, { ...by, action: ACCOUNT_ACTIONS.signOut, target: target(user.id), before: { sessions: revoked.length }, after: { sessions: 0 }, at: now });
      return revoked;
    });
    await ctx.closeSockets(userId, ids);
    return { message: OPS_ACCOUNT_DONE.signOut(ids.length), signedOut: ids.length };
  }

  async function verifyEmail(userId: string, by: ActingOperator): Promise<{ message: string }> {
    const now = deps.clock.now();
    await db.transaction().execute(async (trx) => {
      const user = await actionTarget(trx, userId);
      const moved = await trx.updateTable('users').set({ email_verified: 1, updated_at: now.toISOString() }).where('id', '=', user.id).where('email_verified', '=', 0).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw conflict(OPS_ACCOUNT_MESSAGES.alreadyVerified, 'EMAIL_ALREADY_VERIFIED');
      // The links mailed for it have nothing left to prove.
      await trx.deleteFrom('user_tokens').where('user_id', '=', user.id).where('purpose', '=', 'verify-email').execute();
      await recordAudit(trx, { ...by, action: ACCOUNT_ACTIONS.verifyEmail, target: target(user.id), before: { emailVerified: false }, after: { emailVerified: true }, at: now });
    });
    return { message: OPS_ACCOUNT_DONE.verifyEmail };
  }

  async function startDeletion(userId: string, by: ActingOperator): Promise<{ message: string }> {
    const now = deps.clock.now();
    const user = await actionTarget(db, userId);
    // Read again under the erasure's locks: a deletion that landed meanwhile answers 409, not a second erasure.
    await erase(user, async (trx) => {
      await actionTarget(trx, user.id);
      await recordAudit(trx, { ...by, action: ACCOUNT_ACTIONS.delete, target: target(user.id), before: { deletedAt: null }, after: { deletedAt: now.toISOString() }, at: now });
    });
    return { message: OPS_ACCOUNT_DONE.delete };
  }

  return { signOutEverywhere, verifyEmail, startDeletion };
}
