import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PURGE_JOB, schedulePurge } from '#server/modules/retention/purge';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

const DAY = 86_400_000;

/**
 * The daily purge of personal data past its lifetime, as a durable job on the test clock: what is older
 * goes, what is within its lifetime (or still of use) stays, and the next day's purge is scheduled.
 */
describe(`the retention purge on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY).toISOString();
  const idsOf = async (table: 'notifications' | 'auth_attempts' | 'user_tokens' | 'auth_sessions') =>
    (await t.db.kysely.selectFrom(table).select('id').execute()).map((r) => r.id).sort();

  it('deletes what is past its lifetime and keeps the rest', async () => {
    const user = await createTestUser(t);
    const notification = (id: string, createdDaysAgo: number, readDaysAgo: number | null) => ({
      id, user_id: user.id, kind: 'booking.requested' as const, data_json: '{}', link: '/bookings', subject_id: 'b', created_at: ago(createdDaysAgo), read_at: readDaysAgo === null ? null : ago(readDaysAgo),
    });
    await t.db.kysely
      .insertInto('notifications')
      .values([notification('read-old', 200, 100), notification('read-recent', 200, 10), notification('unread-old', 400, null), notification('unread-recent', 300, null)])
      .execute();
    await t.db.kysely
      .insertInto('auth_attempts')
      .values([{ id: 'attempt-old', kind: 'signup', account_key: 'k', at: ago(31) }, { id: 'attempt-recent', kind: 'signup', account_key: 'k', at: ago(2) }])
      .execute();
    const token = (id: string, expiresDaysAgo: number) => ({ id, user_id: user.id, purpose: 'verify-email' as const, token_hash: randomUUID(), expires_at: ago(expiresDaysAgo), used_at: null, created_at: ago(expiresDaysAgo + 1), new_email: null });
    await t.db.kysely.insertInto('user_tokens').values([token('token-old', 8), token('token-recent', 1)]).execute();
    const liveSessions = await idsOf('auth_sessions');
    await t.db.kysely
      .insertInto('auth_sessions')
      .values({ id: 'session-old', user_id: user.id, user_agent: 'x', created_at: ago(60), last_seen_at: ago(40), expires_at: ago(30), revoked_at: null, second_factor_at: null })
      .execute();
    await t.db.kysely
      .insertInto('login_throttles')
      .values([
        { key: 'user:quiet', user_id: user.id, failures: 3, last_failure_at: ago(40), next_at: ago(39), alerted_at: null, version: 1 },
        { key: 'user:recent', user_id: user.id, failures: 3, last_failure_at: ago(1), next_at: ago(1), alerted_at: null, version: 1 },
      ])
      .execute();
    // The pending one is due later (a job not yet run is kept however old its row).
    const job = (key: string, status: 'done' | 'failed' | 'pending', updatedDaysAgo: number) => ({
      kind: 'notify.unread-message', key, run_at: status === 'pending' ? ago(-10) : ago(updatedDaysAgo), status, attempts: 1, locked_until: null, locked_by: null, last_error: null, created_at: ago(updatedDaysAgo + 1), updated_at: ago(updatedDaysAgo),
    });
    await t.db.kysely
      .insertInto('jobs')
      .values([job('c1:mailed-long-ago', 'done', 30), job('c2:gave-up-long-ago', 'failed', 31), job('c3:mailed-lately', 'done', 28), job('c4:still-due', 'pending', 40)])
      .execute();

    await schedulePurge(t.db.kysely, t.clock.now());
    expect(await t.app.jobs.runDue()).toBe(0);
    t.clock.advance(DAY);
    expect(await t.app.jobs.runDue()).toBe(1);

    expect(await idsOf('notifications')).toEqual(['read-recent', 'unread-recent']);
    expect(await idsOf('auth_attempts')).toEqual(['attempt-recent']);
    expect(await idsOf('user_tokens')).toEqual(['token-recent']);
    expect(await idsOf('auth_sessions')).toEqual(liveSessions);
    expect((await t.db.kysely.selectFrom('login_throttles').select('key').execute()).map((r) => r.key)).toEqual(['user:recent']);
    // The purge runs a day later: 30 days become 31, past the lifetime; 28 become 29.
    const mails = await t.db.kysely.selectFrom('jobs').select('key').where('kind', '=', 'notify.unread-message').orderBy('key').execute();
    expect(mails.map((r) => r.key)).toEqual(['c3:mailed-lately', 'c4:still-due']);
    const next = await t.db.kysely.selectFrom('jobs').select(['key', 'status']).where('kind', '=', RETENTION_PURGE_JOB).orderBy('key').execute();
    expect(next).toEqual([{ key: '2026-03-02', status: 'done' }, { key: '2026-03-03', status: 'pending' }]);
  });
});
