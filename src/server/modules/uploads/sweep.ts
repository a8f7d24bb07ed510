import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';

/** A stored file without an uploads row is removed once it is this old (a seed may write a file just before its row). */
export const ORPHAN_FILE_MIN_AGE_MS = 10 * 60 * 1000;
const KEYS_PER_QUERY = 500;

export interface UploadSweep {
  /** Staged files whose row was committed: renamed into place. */
  committed: number;
  /** Staged files without a row: removed. */
  discarded: number;
  /** Stored files without a row, older than the minimum age: removed. */
  orphansRemoved: number;
}

async function keysWithRows(deps: Pick<AppDeps, 'db'>, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const chunk = keys.slice(i, i + KEYS_PER_QUERY);
    const rows = await deps.db.kysely.selectFrom('uploads').select('key').where('key', 'in', chunk).execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/**
 * Puts the uploads storage back in step with the uploads table after a crash: a staged file is
 * committed when its row exists (the crash came between the row and the rename) and discarded
 * otherwise; a stored file with no row (an upload or a seed that died between its file and its
 * row, or a user deleted since) is removed once it is older than `minAgeMs`. Run at start-up,
 * before the server takes requests: the local store belongs to this one process, so no upload is
 * in flight then; a shared bucket lists as staged only what is too old to be in flight elsewhere.
 */
export async function sweepUploads(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  minAgeMs: number = ORPHAN_FILE_MIN_AGE_MS,
): Promise<UploadSweep> {
  const result: UploadSweep = { committed: 0, discarded: 0, orphansRemoved: 0 };
  const staged = await deps.storage.staged();
  const stagedWithRows = await keysWithRows(deps, staged);
  for (const key of staged) {
    if (stagedWithRows.has(key)) {
      await deps.storage.commit(key);
      result.committed += 1;
    } else {
      await deps.storage.discard(key);
      result.discarded += 1;
    }
  }
  const cutoff = deps.clock.now().getTime() - minAgeMs;
  const old = (await deps.storage.list()).filter((f) => f.modifiedAt.getTime() <= cutoff).map((f) => f.key);
  const known = await keysWithRows(deps, old);
  for (const key of old) {
    if (known.has(key)) continue;
    await deps.storage.delete(key);
    result.orphansRemoved += 1;
  }
  return result;
}

/**
 * Runs the sweep once when the server gets ready, before it listens. A store that does not answer
 * then (a bucket down) does not keep the instance from starting: the error is logged, and the
 * readiness probe keeps the load balancer away until the store answers.
 */
export function installUploadSweep(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onReady', async () => {
    try {
      const swept = await sweepUploads(deps);
      if (swept.committed + swept.discarded + swept.orphansRemoved > 0) app.log.info(swept, 'uploads storage swept');
    } catch (err) {
      app.log.error({ err }, 'the uploads storage could not be swept');
    }
  });
}
