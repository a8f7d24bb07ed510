import { join } from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './modules/context';
import { systemClock } from './services/clock';
import { outboxMailer, smtpMailer } from './services/mailer';
import { s3Storage } from './services/s3-storage';
import { localStorage } from './services/storage';
import { resolveJwtSecret } from './secret';
import { loggerOptions } from './logger';

export const sqliteFileOf = (config: Config) => join(config.dataDir, 'qurious.sqlite');

/** The production wiring of the API's dependencies from its configuration; migrates the database. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const options = loggerOptions(config);
  const log = pino(options === false ? { level: 'silent' } : options);
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
  await migrateToLatest(db.kysely);
  return {
    config,
    db,
    clock: systemClock,
    storage: config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads')),
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log),
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  };
}
