import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite } from '#server/db/database';
import { LIVE_CLOSE } from '#shared/contract/live';
import { openLive, signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';
import { listen } from '../live/live-fixtures';
import { act, actingOperator } from './suspension-fixtures';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API instances on one database and one Redis bus: suspending an account on one closes the
 * account's live sockets on both, and a token of the account cannot sign a new socket in anywhere.
 */
describe(`a suspension's live sockets on ${testDbKind()}`, () => {
  let t: TestApp;
  let other: TestApp;
  let base: string;
  let otherBase: string;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    const db = await createTestDb();
    const second = db.url ? openPostgres(db.url) : openSqlite(db.file ?? '');
    const env = { REDIS_URL, RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: '100000' };
    t = await createTestApp(env, { db });
    other = await createTestApp(env, { db: second });
    base = await listen(t);
    otherBase = await listen(other);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await other?.close();
    await t?.close();
  });

  const live = async (url: string, token: string) => {
    const client = await signedInLive(url, token);
    clients.push(client);
    return client;
  };

  it('closes every socket of the suspended account on both instances and keeps its tokens out', async () => {
    const user = await createTestUser(t);
    const phone = await signTestSession(t, user.id, 'phone');
    const here = await live(base, user.token);
    const there = await live(otherBase, phone);
    const bystander = await createTestUser(t);
    const kept = await live(otherBase, bystander.token);

    const trust = await actingOperator(t);
    expect((await act(t, trust, user.id, 'suspend', { reason: 'Spam sent to many experts' })).statusCode).toBe(200);
    expect(await here.closed).toEqual(LIVE_CLOSE.unauthenticated);
    expect(await there.closed).toEqual(LIVE_CLOSE.unauthenticated);
    // Another account's socket is left alone.
    kept.send({ type: 'ping' });
    await kept.next('pong');
    // A token signed before the suspension signs no new socket in, on either instance.
    for (const url of [base, otherBase]) {
      const refused = await openLive(url);
      clients.push(refused);
      refused.send({ type: 'auth', token: phone });
      expect(await refused.closed).toEqual(LIVE_CLOSE.unauthenticated);
    }
  });
});
