import { OPERATOR_ROLES, ROLE_MESSAGES, roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import type { Db } from '../../db/database';
import type { Queryable, Tx } from '../../db/queryable';
import { AppError, conflict, forbidden } from '../../http/errors';
import { recordAudit, type AuditRecord } from './audit';

/**
 * Who changes a role: an owner through the console (to come), or someone on the server's machine with
 * the command line (`npm run operator`), the only way to make the first owner.
 */
export type RoleActor =
  | { kind: 'operator'; userId: string; ip: string | null; requestId: string | null }
  | { kind: 'command-line'; user: string; host: string };

export interface RoleChange {
  email: string;
  role: OperatorRole;
  reason: string;
  by: RoleActor;
  at: Date;
}

const byRoleOrder = (a: OperatorRole, b: OperatorRole) => OPERATOR_ROLES.indexOf(a) - OPERATOR_ROLES.indexOf(b);

/** The roles an account holds, in the order OPERATOR_ROLES lists them (none: not an operator). */
export async function rolesOf(db: Queryable, userId: string): Promise<OperatorRole[]> {
  const rows = await db.selectFrom('operator_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role).sort(byRoleOrder);
}

export interface OperatorListing {
  userId: string;
  email: string;
  name: string;
  roles: { role: OperatorRole; grantedAt: string; grantedBy: string | null }[];
}

/** Every operator with their roles, by email. */
export async function listOperators(db: Queryable): Promise<OperatorListing[]> {
  const rows = await db
    .selectFrom('operator_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id as userId', 'u.email', 'u.name', 'r.role', 'r.granted_at', 'r.granted_by'])
    .orderBy('u.email')
    .execute();
  const byUser = new Map<string, OperatorListing>();
  for (const row of rows) {
    const listing = byUser.get(row.userId) ?? { userId: row.userId, email: row.email, name: row.name, roles: [] };
    listing.roles.push({ role: row.role, grantedAt: row.granted_at, grantedBy: row.granted_by });
    listing.roles.sort((a, b) => byRoleOrder(a.role, b.role));
    byUser.set(row.userId, listing);
  }
  return [...byUser.values()];
}

/** Adds the role to the account, with its audit row in the same transaction. */
export function grantRole(db: Db, change: RoleChange): Promise<AuditRecord> {
  return db.kysely.transaction().execute(async (tx) => {
    await assertOwner(tx, change.by);
    const account = await accountOf(tx, change.email);
    if (account.deleted_at !== null || account.suspended_at !== null) throw conflict(ROLE_MESSAGES.accountClosed(account.email), 'ACCOUNT_CLOSED');
    const before = await rolesOf(tx, account.id);
    const inserted = await tx
      .insertInto('operator_roles')
      .values({
        user_id: account.id,
        role: change.role,
        granted_by: change.by.kind === 'operator' ? change.by.userId : null,
        granted_at: change.at.toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw conflict(ROLE_MESSAGES.alreadyHeld(account.email, change.role), 'ROLE_HELD');
    return auditRoleChange(tx, 'roles.grant', account, before, [...before, change.role].sort(byRoleOrder), change);
  });
}

/** Takes the role from the account, with its audit row in the same transaction; the last owner stays. */
export function revokeRole(db: Db, change: RoleChange): Promise<AuditRecord> {
  return db.kysely.transaction().execute(async (tx) => {
    await assertOwner(tx, change.by);
    const account = await accountOf(tx, change.email);
    if (change.role === 'owner') {
      // On PostgreSQL two revocations at once would each see the other owner: the owners' rows are
      // locked first, so the second waits and counts again. SQLite has one writer.
      const owners = await tx
        .selectFrom('operator_roles')
        .select('user_id')
        .where('role', '=', 'owner')
        .$if(db.kind === 'postgres', (q) => q.forUpdate())
        .execute();
      const others = owners.filter((o) => o.user_id !== account.id);
      if (others.length === 0 && owners.length > 0) throw conflict(ROLE_MESSAGES.lastOwner, 'LAST_OWNER');
    }
    const before = await rolesOf(tx, account.id);
    const deleted = await tx
      .deleteFrom('operator_roles')
      .where('user_id', '=', account.id)
      .where('role', '=', change.role)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw conflict(ROLE_MESSAGES.notHeld(account.email, change.role), 'ROLE_NOT_HELD');
    return auditRoleChange(tx, 'roles.revoke', account, before, before.filter((r) => r !== change.role), change);
  });
}

interface Account {
  id: string;
  email: string;
  deleted_at: string | null;
  suspended_at: string | null;
}

async function accountOf(tx: Tx, email: string): Promise<Account> {
  const normalised = email.trim().toLowerCase();
  const account = await tx
    .selectFrom('users')
    .select(['id', 'email', 'deleted_at', 'suspended_at'])
    .where('email', '=', normalised)
    .executeTakeFirst();
  if (!account) throw new AppError(404, 'NO_SUCH_ACCOUNT', ROLE_MESSAGES.noSuchAccount(normalised));
  return account;
}

/** Only an owner changes roles from the console; the command line on the server's machine needs none. */
async function assertOwner(tx: Tx, by: RoleActor): Promise<void> {
  if (by.kind === 'command-line') return;
  if (roleFor(await rolesOf(tx, by.userId), 'roles', 'act') === null) throw forbidden(ROLE_MESSAGES.ownersOnly);
}

function auditRoleChange(
  tx: Tx,
  action: 'roles.grant' | 'roles.revoke',
  account: Account,
  before: OperatorRole[],
  after: OperatorRole[],
  change: RoleChange,
): Promise<AuditRecord> {
  const { by } = change;
  return recordAudit(tx, {
    operatorId: by.kind === 'operator' ? by.userId : null,
    role: 'owner',
    action,
    target: { type: 'user', id: account.id },
    reason: change.reason,
    before: { email: account.email, roles: before },
    after: { email: account.email, roles: after, ...(by.kind === 'command-line' ? { commandLine: { user: by.user, host: by.host } } : {}) },
    ip: by.kind === 'operator' ? by.ip : null,
    requestId: by.kind === 'operator' ? by.requestId : null,
    at: change.at,
  });
}
