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
