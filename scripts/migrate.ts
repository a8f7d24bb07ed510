import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { sqliteFileOf } from '../src/server/deps';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
try {
  const applied = await migrateToLatest(db.kysely);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
