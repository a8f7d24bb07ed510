import type { OpsSuspension } from '#shared/contract/http/ops-users';
import { OPS_ACCOUNT_MESSAGES } from '#shared/domain/ops-account-actions';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';
import type { AccountSuspensionsTable } from './tables';

/** A suspension as the console shows it. */
export const toSuspension = (s: AccountSuspensionsTable): OpsSuspension => ({
  id: s.id,
  operatorId: s.operator_id,
  reason: s.reason,
  suspendedAt: s.suspended_at,
  until: s.until,
  keptBookings: JSON.parse(s.kept_bookings_json) as string[],
  liftedAt: s.lifted_at,
  liftedBy: s.lifted_by,
  liftReason: s.lift_reason,
});

/** The account's open suspension and its past ones, newest first. */
export async function suspensionsOf(db: Queryable, userId: string): Promise<{ current: OpsSuspension | null; past: OpsSuspension[] }> {
  await mustExist(db, userId);
  const rows = await db.selectFrom('account_suspensions').selectAll().where('user_id', '=', userId).orderBy('suspended_at', 'desc').orderBy('id', 'desc').execute();
  const current = rows.find((r) => r.lifted_at === null);
  return { current: current ? toSuspension(current) : null, past: rows.filter((r) => r.lifted_at !== null).map(toSuspension) };
}

/** A deleted account's history can still be read: only a missing one is 404. */
async function mustExist(db: Queryable, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound(OPS_ACCOUNT_MESSAGES.notFound);
}
