import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How long the copy waits for a lock another connection holds (it never needs one in WAL mode). */
const BUSY_TIMEOUT_MS = 5000;
/** Copying everything in one step after the first: see snapshotSqlite. */
const ALL_PAGES = 2 ** 30;

/**
 * The worker's code, as text: it runs the same from the TypeScript sources (tsx, vitest) and from the
 * built server, and needs nothing but the driver, whose path the server resolves and hands over.
 */
const COPY_SCRIPT = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const failed = (err) => parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
try {
  const source = new SQLite(workerData.source, { fileMustExist: true });
  source.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
  source
    .backup(workerData.copy, { progress: () => workerData.allPages })
    .then(() => parentPort.postMessage({ error: null }), failed)
    .finally(() => source.close());
} catch (err) {
  failed(err);
}
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Copies a live SQLite file with its online backup API on a connection of its own, in a worker thread:
 * better-sqlite3 runs each backup step synchronously, and the whole-file step would otherwise hold the
 * server's event loop (every request waits) for as long as the copy takes.
 */
export function copySqliteInWorker(sourceFile: string, copyFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_SCRIPT, {
      eval: true,
      workerData: { driver, source: sourceFile, copy: copyFile, busyTimeoutMs: BUSY_TIMEOUT_MS, allPages: ALL_PAGES },
    });
    // Its one message says how the copy ended; an exit without it is a crash of the thread.
    let outcome: { error: string | null } | null = null;
    let crash: Error | null = null;
    worker.once('message', (message: { error: string | null }) => {
      outcome = message;
    });
    worker.once('error', (err) => {
      crash = err;
    });
    worker.once('exit', (code) => {
      const ended: { error: string | null } | null = outcome;
      if (ended?.error === null) resolve();
      else reject(ended ? new Error(ended.error) : (crash ?? new Error(`The SQLite copy's worker stopped (exit code ${code}) before it finished.`)));
    });
  });
}
