import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySqliteInWorker } from './sqlite-copy-worker';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Several turns of the event loop, some through the thread pool (where the driver checks its paths first). */
async function letTheLoopTurn(file: string) {
  for (let turn = 0; turn < 5; turn += 1) await access(file);
  for (let turn = 0; turn < 20; turn += 1) await nextTurn();
}

describe('the SQLite copy in a worker thread', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('waits for a lock in its own thread: the event loop goes on, and the copy completes once the lock is released', async () => {
    dir = mkdtempSync(join(tmpdir(), 'qurious-copy-'));
    const file = join(dir, 'live.sqlite');
    const holder = new SQLite(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('create table t (n integer)');
    // An exclusive connection keeps every other one out until it lets go: the copy must wait for it.
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.prepare('insert into t (n) values (?)').run(7);

    let settled = false;
    const copy = copySqliteInWorker(file, join(dir, 'copy.sqlite')).finally(() => {
      settled = true;
    });
    // On the main thread, the copy's wait would hold the loop for the whole busy timeout, then fail.
    await letTheLoopTurn(file);
    expect(settled).toBe(false);

    holder.pragma('locking_mode = NORMAL');
    holder.prepare('select count(*) from t').get();
    await copy;
    holder.close();
    const copied = new SQLite(join(dir, 'copy.sqlite'), { readonly: true, fileMustExist: true });
    expect(copied.prepare('select n from t').all()).toEqual([{ n: 7 }]);
    copied.close();
  });

  it('fails with the driver’s error when the source is not a database file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'qurious-copy-'));
    await expect(copySqliteInWorker(join(dir, 'missing.sqlite'), join(dir, 'copy.sqlite'))).rejects.toThrow(/unable to open|does not exist/i);
  });
});
