import type { Storage } from './storage';

export interface StorageCopyReport {
  /** Files in the source store. */
  files: number;
  /** Copied now. */
  copied: number;
  /** Already in the target with the same bytes (an earlier or interrupted run put them there). */
  skipped: number;
}

/**
 * Copies every stored file of one store into another (`npm run storage:migrate`, the
 * disk store into a bucket). Idempotent and resumable: a file already in the target with the same
 * bytes is left alone, so a second run, or one after an interrupted run, copies only what is
 * missing or different. Each copy is a single put (never seen half written). `onProgress` is told
 * after each file.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<StorageCopyReport> {
  const files = await from.list();
  const report: StorageCopyReport = { files: files.length, copied: 0, skipped: 0 };
  for (const [i, { key }] of files.entries()) {
    const data = await from.get(key);
    if (data) {
      const there = await to.get(key);
      if (there?.equals(data)) report.skipped += 1;
      else {
        await to.put(key, data);
        report.copied += 1;
      }
    }
    onProgress(i + 1, files.length);
  }
  return report;
}
