import { grantRole } from '#server/modules/ops/roles';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/domain/operator-roles';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { change } from './operations-fixtures';

export type Account = Awaited<ReturnType<typeof createTestUser>>;

/** A signed-in account holding the given roles (granted from the command line, as the first owner is). */
export async function operatorWith(t: TestApp, roles: readonly OperatorRole[], opts: { name?: string; email?: string } = {}): Promise<Account> {
  const account = await createTestUser(t, opts);
  for (const role of roles) await grantRole(t.db, change(account.email, role));
  return account;
}

/** One signed-in operator per role, and a signed-in account that is none. */
export async function consoleCallers(t: TestApp): Promise<{ byRole: Record<OperatorRole, Account>; nonOperator: Account }> {
  const byRole = {} as Record<OperatorRole, Account>;
  for (const role of OPERATOR_ROLES) byRole[role] = await operatorWith(t, [role]);
  return { byRole, nonOperator: await createTestUser(t) };
}

/**
 * Gives the account a second factor and marks its signed-in sessions as having passed it now (straight
 * into the database; tests/server/ops/disputes-decide.test.ts passes it through the API instead).
 */
export async function withFreshSecondFactor(t: TestApp, account: Account): Promise<void> {
  const now = t.clock.now().toISOString();
  await t.db.kysely
    .insertInto('second_factors')
    .values({ user_id: account.id, secret_encrypted: 'sealed:v1:x', created_at: now, enabled_at: now, last_used_step: null })
    .execute();
  await t.db.kysely.updateTable('auth_sessions').set({ second_factor_at: now }).where('user_id', '=', account.id).execute();
}
