import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { sqliteFileOf } from '#server/deps';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
try {
  const applied = await migrateToLatest(db.kysely);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
