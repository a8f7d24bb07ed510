import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { loadConfig, type Env } from '#server/config';
import { manualClock } from '#server/services/clock';
import { smtpMailer } from '#server/services/mailer';
import { s3Storage } from '#server/services/s3-storage';
import { localStorage } from '#server/services/storage';
import type { AppDeps } from '#server/modules/context';
import { startSmtpCapture } from './smtp-capture';
import { createTestDb } from './test-db';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real API on a fresh database (SQLite or PostgreSQL per TEST_DB), a real SMTP server
 * capturing mail, a temp data folder and a clock the test moves. Call close() in afterAll.
 * `wrapDb` lets a suite see the database as the app does (e.g. with a Kysely plugin); `db` is a
 * database of the suite's own instead of a fresh one (closed with the app).
 */
export async function createTestApp(env: Partial<Record<keyof Env, string>> = {}, options: { wrapDb?: (db: Db) => Db; db?: Db } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-data-'));
  const smtp = await startSmtpCapture();
  const created: Db & { url?: string; file?: string } = options.db ?? (await createTestDb());
  const db = options.wrapDb ? options.wrapDb(created) : created;
  const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://localhost:5500',
    SMTP_URL: smtp.url,
    // Analytics events are written when a test flushes them (app.analytics.flush()) or on close,
    // never by a timer in the middle of what a test measures (query counts, timings).
    ANALYTICS_FLUSH_MS: '0',
    // The suites of other features count an expert's credits whole; the fee's own suites
    // (tests/server/wallet/platform-fee*.test.ts) set the percent they test, the default among them.
    PLATFORM_FEE_PERCENT: '0',
    ...env,
  });
  const deps: AppDeps = {
    config,
    db,
    clock,
    mailer: smtpMailer(smtp.url, config.mailFrom),
    // S3_* settings in `env` put the uploads in that bucket, as createDeps does.
    storage: config.s3 ? s3Storage(config.s3) : localStorage(join(dataDir, 'uploads')),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  };
  const app: FastifyInstance = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    db,
    /** Where the database is, to open a second connection to it (another API instance, a restart). */
    dbAt: { url: created.url, file: created.file },
    clock,
    smtp,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
