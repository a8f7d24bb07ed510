import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The accounts deleted, one JSON line each, in the backups' folder but in no backup: a restore of a
 * backup taken before a deletion replays it, so a deleted account's data does not come back with an
 * older backup. Written once the deletion has committed.
 */
export const TOMBSTONES_FILE = 'tombstones.jsonl';
export const tombstonesOf = (backupDir: string) => join(backupDir, TOMBSTONES_FILE);

export const tombstoneSchema = z.object({ userId: z.string().min(1), deletedAt: z.string() });
export type Tombstone = z.infer<typeof tombstoneSchema>;

/** Appends the tombstone to BACKUP_DIR's list. */
export async function recordTombstone(backupDir: string, tombstone: Tombstone): Promise<void> {
  await mkdir(backupDir, { recursive: true });
  await appendFile(tombstonesOf(backupDir), `${JSON.stringify(tombstone)}\n`);
}

/** The tombstones kept (none when the file is missing); a line a crash cut short is skipped. */
export async function readTombstones(file: string): Promise<Tombstone[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').flatMap((line) => {
    try {
      const parsed = tombstoneSchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}
