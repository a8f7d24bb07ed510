import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { listAudit, recordAudit } from '#server/modules/ops/audit';
import { OPERATOR_REASON_REQUIRED_MESSAGE, OPERATOR_REASON_TOO_LONG_MESSAGE, OPERATOR_REASON_TOO_SHORT_MESSAGE } from '#shared/domain/operator-roles';
import { createTestDb, testDbKind } from '../../helpers/test-db';

describe(`the audit trail on ${testDbKind()}`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.close());

  const entry = (reason: string, at = new Date('2026-03-01T10:00:00Z'), action = 'users.suspend') => ({
    operatorId: null,
    role: 'trust' as const,
    action,
    target: { type: 'user', id: 'u-1' },
    reason,
    before: { suspended: false },
    after: { suspended: true },
    ip: '203.0.113.9',
    requestId: 'req-1',
    at,
  });
  const count = async () => Number((await db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses UPDATE and DELETE in the database itself, and the row stays as written', async () => {
    const written = await recordAudit(db.kysely, entry('  Spam reported by three buyers  '));
    expect(written.reason).toBe('Spam reported by three buyers');
    await expect(sql`UPDATE audit_log SET reason = 'nothing happened'`.execute(db.kysely)).rejects.toThrow(/audit_log is append-only/);
    await expect(sql`UPDATE audit_log SET after_json = NULL WHERE id = ${written.id}`.execute(db.kysely)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${written.id}`.execute(db.kysely)).rejects.toThrow(/audit_log is append-only/);
    await expect(db.kysely.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    if (db.kind === 'postgres') await expect(sql`TRUNCATE audit_log`.execute(db.kysely)).rejects.toThrow(/append-only/);
    const row = await db.kysely.selectFrom('audit_log').selectAll().where('id', '=', written.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'Spam reported by three buyers', after_json: '{"suspended":true}', before_json: '{"suspended":false}' });
    expect(await count()).toBe(1);
  });

  it('refuses a missing, short or long reason with the shared messages, and writes nothing', async () => {
    const before = await count();
    for (const [reason, message] of [
      ['', OPERATOR_REASON_REQUIRED_MESSAGE],
      ['   ', OPERATOR_REASON_REQUIRED_MESSAGE],
      [' ab ', OPERATOR_REASON_TOO_SHORT_MESSAGE],
      ['x'.repeat(501), OPERATOR_REASON_TOO_LONG_MESSAGE],
    ] as const) {
      await expect(recordAudit(db.kysely, entry(reason))).rejects.toMatchObject({ status: 400, message, fields: { reason: message } });
    }
    expect(await count()).toBe(before);
  });

  it('lists newest first with filters, page by page', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 9, minute));
    for (let minute = 0; minute < 5; minute += 1) await recordAudit(db.kysely, entry(`Page test ${minute}`, at(minute), 'refunds.issue'));
    const first = await listAudit(db.kysely, { action: 'refunds.issue', limit: 2 });
    expect(first.entries.map((e) => e.reason)).toEqual(['Page test 4', 'Page test 3']);
    expect(first.next).not.toBeNull();
    const second = await listAudit(db.kysely, { action: 'refunds.issue', limit: 2, after: first.next ?? undefined });
    expect(second.entries.map((e) => e.reason)).toEqual(['Page test 2', 'Page test 1']);
    const ranged = await listAudit(db.kysely, { from: at(1).toISOString(), to: at(3).toISOString(), target: { type: 'user', id: 'u-1' } });
    expect(ranged.entries.map((e) => e.reason)).toEqual(['Page test 2', 'Page test 1']);
    expect(ranged.next).toBeNull();
    expect(ranged.entries[0]).toMatchObject({ role: 'trust', before: { suspended: false }, after: { suspended: true }, ip: '203.0.113.9', requestId: 'req-1' });
    expect((await listAudit(db.kysely, { operatorId: 'nobody' })).entries).toEqual([]);
  });
});
