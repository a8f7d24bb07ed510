import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '#shared/contract/live';
import { openLive } from '../../helpers/live-client';
import type { TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';
import { act, actingOperator } from './suspension-fixtures';
import { startTwoInstances, type TwoInstances } from '../live/two-instances';

/**
 * Two API instances on one database and one Redis bus: suspending an account on one closes the
 * account's live sockets on both, and a token of the account cannot sign a new socket in anywhere.
 */
describe(`a suspension's live sockets on ${testDbKind()}`, () => {
  let instances: TwoInstances;
  let t: TestApp;
  let base: string;
  let otherBase: string;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a: t, baseA: base, baseB: otherBase } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });
  const live = (base: string, token: string) => instances.on(base, token);

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
      instances.track(refused);
      refused.send({ type: 'auth', token: phone });
      expect(await refused.closed).toEqual(LIVE_CLOSE.unauthenticated);
    }
  });
});
