import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { listBackups } from '#server/modules/backups/archive';
import { exitOf } from '../../helpers/child-exit';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { emptyTarget } from './backups-fixtures';

/** Enough incompressible uploads that packing them takes a while: the kill lands while it does. */
const UPLOADS = 24;
const UPLOAD_BYTES = 1024 * 1024;

/**
 * `npm run backup` killed with SIGKILL while it writes its archive leaves nothing that counts as a
 * backup (only a partial file, which the next backup sweeps once stale); the next run completes, and
 * what it wrote restores.
 */
describe(`a backup killed mid-way on ${testDbKind()}`, () => {
  let dataDir: string;
  let db: Db & { url?: string };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'qurious-killed-'));
    db = testDbKind() === 'postgres' ? await createTestDb('postgres') : openSqlite(join(dataDir, 'qurious.sqlite'));
    await migrateToLatest(db.kysely);
    mkdirSync(join(dataDir, 'uploads'));
    for (let i = 0; i < UPLOADS; i += 1) writeFileSync(join(dataDir, 'uploads', `filler-${i}.jpg`), randomBytes(UPLOAD_BYTES));
    mkdirSync(join(dataDir, 'backups'));
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runBackup = () =>
    spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: db.url ?? '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('leaves no archive taken as good, and the next backup restores', async () => {
    const backups = join(dataDir, 'backups');
    const child = runBackup();
    const exited = exitOf(child);
    const watcher = watch(backups, () => {
      if (readdirSync(backups).some((n) => n.endsWith('.partial'))) child.kill('SIGKILL');
    });
    try {
      expect(await exited).toBeNull();
    } finally {
      watcher.close();
    }
    expect(readdirSync(backups).some((n) => n.endsWith('.partial') || n.startsWith('.staging-'))).toBe(true);
    expect(await listBackups(backups)).toEqual([]);

    const again = runBackup();
    let out = '';
    again.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    expect(await exitOf(again)).toBe(0);
    expect(out).toMatch(/Backup written/);
    const done = await listBackups(backups);
    expect(done).toHaveLength(1);

    const target = await emptyTarget();
    try {
      const { manifest } = await target.restore(join(backups, done[0]?.name ?? ''));
      expect(manifest.files.filter((f) => f.path.startsWith('uploads/'))).toHaveLength(UPLOADS);
      expect(readdirSync(join(target.dataDir, 'uploads'))).toHaveLength(UPLOADS);
    } finally {
      await target.close();
    }
  });
});
