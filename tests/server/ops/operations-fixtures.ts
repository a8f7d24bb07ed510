import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { RoleActor, RoleChange } from '#server/modules/ops/roles';
import type { OperatorRole } from '#shared/domain/operator-roles';

let counter = 0;

/** An account straight into the database (no password needed: operators here never sign in). */
export async function insertAccount(db: Kysely<Database>, opts: { email?: string; suspended?: boolean } = {}) {
  counter += 1;
  const id = randomUUID();
  const email = opts.email ?? `operator${counter}-${id.slice(0, 6)}@example.com`;
  const now = new Date('2026-03-01T10:00:00Z').toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: `Operator ${counter}`,
      username: `operator${counter}${id.slice(0, 6)}`,
      email,
      password_hash: 'not-a-hash',
      email_verified: 1,
      token_version: 0,
      profile_picture: null,
      created_at: now,
      updated_at: now,
      suspended_at: opts.suspended ? now : null,
    })
    .execute();
  return { id, email };
}

export const commandLine: RoleActor = { kind: 'command-line', user: 'root', host: 'api-1' };
export const asOperator = (userId: string): RoleActor => ({ kind: 'operator', userId, ip: '203.0.113.9', requestId: 'req-1' });

let seconds = 0;

/** A role change; each one made a second after the one before, so the trail's order is the order made. */
export function change(email: string, role: OperatorRole, by: RoleActor = commandLine, reason = 'Runs the console'): RoleChange {
  seconds += 1;
  return { email, role, reason, by, at: new Date(Date.UTC(2026, 2, 1, 10, 0, seconds)) };
}

/** Every audit row about an account, oldest first. */
export const auditRowsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('audit_log').selectAll().where('target_type', '=', 'user').where('target_id', '=', userId).orderBy('created_at').execute();
