import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFactsOf } from '#server/modules/backups/facts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { book, inHours, insertGig, topUp } from '../bookings/bookings-fixtures';
import { backupOf, emptyTarget } from './backups-fixtures';

/**
 * An online backup taken while 100 bookings and top-ups are under way, restored into an empty place:
 * the restored ledger is exactly the backup's, every write acknowledged before the backup began is in
 * it, nothing after it ended is, and every restored booking has its hold.
 */
describe(`a backup under writes on ${testDbKind()}`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'qurious-backups-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every acknowledged booking and top-up up to its point, the ledger exact', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t)));
    for (const b of buyers) await topUp(t, b, 100);

    // `issued`: when the request was sent. A write sent after the backup ended cannot be in it; one
    // answered after it may be (its answer waited on a busy event loop after its commit).
    type Ack = { kind: 'booking' | 'topup'; id: string; userId: string; issued: number; at: number };
    const acks: Ack[] = [];
    let backupBegan = Infinity;
    let backupEnded = Infinity;
    let startBackup!: () => void;
    const halfway = new Promise<void>((done) => (startBackup = done));
    const write = async (i: number) => {
      const buyer = buyers[i % buyers.length] ?? buyers[0];
      if (!buyer) throw new Error('no buyers');
      const issued = performance.now();
      if (i % 2 === 0) {
        const res = await book(t, buyer, gigId, { times: inHours(t, 24 + (i % 5)) });
        expect(res.statusCode).toBe(201);
        acks.push({ kind: 'booking', id: res.json<{ booking: { _id: string } }>().booking._id, userId: buyer.id, issued, at: performance.now() });
      } else {
        await topUp(t, buyer, 7);
        acks.push({ kind: 'topup', id: String(i), userId: buyer.id, issued, at: performance.now() });
      }
      if (acks.length === 30) startBackup();
    };
    const writes = Array.from({ length: 100 }, (_, i) => write(i));
    const backup = halfway.then(async () => {
      backupBegan = performance.now();
      const result = await backupOf(t, dir);
      backupEnded = performance.now();
      return result;
    });
    const [, { file, manifest }] = await Promise.all([Promise.all(writes), backup]);
    // Writes sent once the backup is done: none of them may be in it. (Buyers 0 and 2 spent all they
    // had on the bookings above: a top-up first, itself a write the backup must not hold.)
    for (const buyer of [buyers[0], buyers[2]]) if (buyer) await topUp(t, buyer, 20);
    for (const i of [100, 101, 102, 103]) await write(i);
    expect((await readdir(dir)).filter((n) => n.endsWith('.qbk'))).toHaveLength(1);

    const target = await emptyTarget();
    try {
      const restored = await target.restore(file);
      expect(restored.manifest.canary).toBe(manifest.canary);
      const db = target.open().kysely;
      // The ledger is the backup's, to the credit, and it balances.
      expect(await ledgerFactsOf(db)).toEqual(manifest.ledger);
      expect(manifest.ledger.negativeWallets).toBe(0);

      const bookingIds = new Set((await db.selectFrom('bookings').select('id').execute()).map((r) => r.id));
      const before = acks.filter((a) => a.at < backupBegan);
      const after = acks.filter((a) => a.issued > backupEnded);
      expect(after).toHaveLength(4);
      expect(before.length).toBeGreaterThanOrEqual(30);
      for (const a of before.filter((x) => x.kind === 'booking')) expect(bookingIds.has(a.id)).toBe(true);
      for (const a of after.filter((x) => x.kind === 'booking')) expect(bookingIds.has(a.id)).toBe(false);
      const topups = Number(
        (await db.selectFrom('wallet_ledger').select(sql<number>`count(*)`.as('n')).where('kind', '=', 'topup').where('credits', '=', 7).executeTakeFirst())?.n,
      );
      expect(topups).toBeGreaterThanOrEqual(before.filter((a) => a.kind === 'topup').length);
      expect(topups).toBeLessThanOrEqual(52 - after.filter((a) => a.kind === 'topup').length);

      // Every restored booking has its one hold, and every buyer's balance is top-ups less holds.
      const holds = await db.selectFrom('wallet_ledger').select(['booking_id', 'credits']).where('kind', '=', 'hold').execute();
      expect(new Set(holds.map((h) => h.booking_id))).toEqual(bookingIds);
      expect(holds.every((h) => h.credits === -10)).toBe(true);
      // The canary row the backup wrote before its snapshot is in the copy.
      expect(await db.selectFrom('backup_runs').select('status').where('id', '=', manifest.canary).executeTakeFirst()).toEqual({ status: 'running' });
    } finally {
      await target.close();
    }
  });
});
