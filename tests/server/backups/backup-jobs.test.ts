import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '#server/modules/backups/archive';
import { BACKUP_JOB, DRILL_JOB, scheduleBackups } from '#server/modules/backups/jobs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { topUp } from '../bookings/bookings-fixtures';

/**
 * The server's scheduled backups and weekly drill as durable jobs on the test clock: the readiness probe
 * reports none, then ok, then stale; each run schedules the next; retention keeps the newest of the last
 * days; the drill restores the newest backup, sealed, finds its canary and records RPO and RTO.
 */
describe(`scheduled backups and the drill on ${testDbKind()}`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qurious-backups-'));
    const db = await createTestDb();
    t = await createTestApp(
      {
        DATABASE_URL: db.url,
        BACKUP_DIR: dir,
        BACKUP_KEY: 'a-backup-key-of-at-least-32-characters-0003',
        BACKUP_INTERVAL_HOURS: '6',
        BACKUP_KEEP_DAILY: '3',
        BACKUP_KEEP_WEEKLY: '1',
      },
      { db },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json<{ backups: { state: string; lastBackupAt: string | null; lastDrillAt: string | null } }>().backups;
  const pendingJobs = (kind: string) =>
    t.db.kysely.selectFrom('jobs').select(['key', 'run_at']).where('kind', '=', kind).where('status', '=', 'pending').execute();

  it('backs up every slot, reports staleness, prunes, and drills weekly', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 40);
    expect(await ready()).toEqual({ state: 'none', lastBackupAt: null, lastDrillAt: null });

    // What the server does when it listens (Sunday 2026-03-01 10:00): the next slot and Monday's drill.
    await scheduleBackups(t.db.kysely, t.clock.now(), 6);
    expect(await pendingJobs(BACKUP_JOB)).toEqual([{ key: '2026-03-01T12:00:00.000Z', run_at: '2026-03-01T12:00:00.000Z' }]);
    expect(await pendingJobs(DRILL_JOB)).toEqual([{ key: '2026-03-02T03:00:00.000Z', run_at: '2026-03-02T03:00:00.000Z' }]);
    expect(await t.app.jobs.runDue()).toBe(0);

    t.clock.set(new Date('2026-03-01T12:30:00Z'));
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual(['qurious-backup-20260301T123000000Z.qbk']);
    expect(await ready()).toMatchObject({ state: 'ok', lastBackupAt: '2026-03-01T12:30:00.000Z' });
    expect(await pendingJobs(BACKUP_JOB)).toEqual([{ key: '2026-03-01T18:00:00.000Z', run_at: '2026-03-01T18:00:00.000Z' }]);

    // Two intervals without a backup: stale (the probe stays 200: it is for monitoring).
    t.clock.set(new Date('2026-03-02T00:31:00Z'));
    expect(await ready()).toMatchObject({ state: 'stale' });

    // Monday 10:00: the missed slot's backup, then the drill of the newest backup.
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    expect(await t.app.jobs.runDue()).toBe(2);
    const drill = await t.db.kysely.selectFrom('backup_runs').selectAll().where('kind', '=', 'drill').executeTakeFirstOrThrow();
    expect(drill).toMatchObject({ status: 'done', archive: 'qurious-backup-20260302T100000000Z.qbk', rpo_ms: 0, error: null });
    expect(drill.rto_ms).toBeGreaterThan(0);
    expect(await ready()).toEqual({ state: 'ok', lastBackupAt: '2026-03-02T10:00:00.000Z', lastDrillAt: '2026-03-02T10:00:00.000Z' });
    expect(await pendingJobs(DRILL_JOB)).toEqual([{ key: '2026-03-09T03:00:00.000Z', run_at: '2026-03-09T03:00:00.000Z' }]);

    // A backup a day for three more days: the newest of the last three days are kept.
    for (const day of ['03', '04', '05']) {
      t.clock.set(new Date(`2026-03-${day}T10:00:00Z`));
      expect(await t.app.jobs.runDue()).toBe(1);
    }
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([
      'qurious-backup-20260303T100000000Z.qbk',
      'qurious-backup-20260304T100000000Z.qbk',
      'qurious-backup-20260305T100000000Z.qbk',
    ]);
    expect(readdirSync(dir).filter((n) => !n.endsWith('.qbk'))).toEqual([]);
  });
});
