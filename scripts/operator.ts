/**
 * `npm run operator`: grants, revokes and lists operator roles on the database the server uses (the same
 * settings: DATA_DIR or DATABASE_URL). Whoever can run it on the server's machine can already read the
 * database, so it is the one way to make the first owner; the API only lets an owner grant.
 * Each change is audited with no operator, as the owner role, with this machine's user and host.
 */
import { hostname, userInfo } from 'node:os';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { sqliteFileOf } from '#server/deps';
import { AppError } from '#server/http/errors';
import { grantRole, listOperators, revokeRole, type RoleActor } from '#server/modules/ops/roles';
import { parseOperatorCommand } from './lib/operator-command';

function machineUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

const parsed = parseOperatorCommand(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(1);
}
const { command } = parsed;
const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
try {
  await migrateToLatest(db.kysely);
  if (command.kind === 'list') {
    const operators = await listOperators(db.kysely);
    if (operators.length === 0) console.log('No operators yet: npm run operator -- grant <email> owner --reason "<why>"');
    for (const o of operators) console.log(`${o.email}  ${o.roles.map((r) => r.role).join(', ')}`);
  } else {
    const by: RoleActor = { kind: 'command-line', user: machineUser(), host: hostname() };
    const change = { email: command.email, role: command.role, reason: command.reason, by, at: new Date() };
    if (command.kind === 'grant') await grantRole(db, change);
    else await revokeRole(db, change);
    console.log(command.kind === 'grant' ? `Granted ${command.role} to ${command.email}.` : `Revoked ${command.role} from ${command.email}.`);
  }
} catch (e) {
  if (!(e instanceof AppError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
