import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { listBackups } from './archive';
import { backupsToKeep, type RetentionRule } from './retention';

/** Deletes the backups the retention rule does not keep; answers their names. */
export async function pruneBackups(dir: string, rule: RetentionRule): Promise<string[]> {
  const backups = await listBackups(dir);
  const keep = backupsToKeep(backups, rule);
  const gone = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
  for (const name of gone) await rm(join(dir, name), { force: true });
  return gone;
}
