import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Operations: the roles an account holds as an operator (`operator_roles`, one row per role held) and
 * the audit trail of what operators did (`audit_log`, one row per action, with the reason, the values
 * before and after, and where the request came from). The trail is append-only in the database too:
 * a trigger refuses every UPDATE and DELETE on it, whatever code or console runs the statement.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const AUDIT_APPEND_ONLY_MESSAGE = 'audit_log is append-only';

const sqliteTriggers = (['UPDATE', 'DELETE'] as const).map(
  (event) => sql`CREATE TRIGGER audit_log_no_${sql.raw(event.toLowerCase())} BEFORE ${sql.raw(event)} ON audit_log
    BEGIN SELECT RAISE(ABORT, ${sql.lit(AUDIT_APPEND_ONLY_MESSAGE)}); END`,
);

const postgresTriggers = [
  sql`CREATE FUNCTION qurious_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION ${sql.lit(AUDIT_APPEND_ONLY_MESSAGE)} USING ERRCODE = 'insufficient_privilege'; END
  $$`,
  // Per statement, so that TRUNCATE (which skips row triggers) is refused as well.
  sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION qurious_audit_log_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** support, trust, finance, viewer or owner (shared/domain/operator-roles.ts). */
    .addColumn('role', 'text', (c) => c.notNull())
    /** The owner who granted it; null when it was granted from the command line on the server's machine. */
    .addColumn('granted_by', 'text', (c) => c.references('users.id'))
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema.createIndex('operator_roles_role_idx').on('operator_roles').column('role').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** Null for the command line on the server's machine (who ran it is in after_json). */
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    /** The role the action was done as. */
    .addColumn('role', 'text', (c) => c.notNull())
    /** `<area>.<verb>`, e.g. roles.grant. */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  for (const statement of isPostgres(db) ? postgresTriggers : sqliteTriggers) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers; PostgreSQL keeps the function.
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS qurious_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('operator_roles').execute();
}
