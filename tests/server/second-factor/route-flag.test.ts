import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database';
import { declareRoute } from '#server/http/declare-route';
import { grantRole, rolesOf } from '#server/modules/ops/roles';
import { requireRecentSecondFactor, secondFactorGate } from '#server/modules/second-factor/require-recent';
import { manualClock } from '#server/services/clock';
import { defineRoute } from '#shared/contract/http';
import { SECOND_FACTOR_FRESH_MS, SECOND_FACTOR_REQUIRED_CODE, SECOND_FACTOR_SETUP_REQUIRED_CODE } from '#shared/domain/second-factor';
import { bareApi } from '../../helpers/bare-api';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { change, insertAccount } from '../ops/operations-fixtures';

/**
 * The route-level flag the operator console's changes carry (`secondFactor: 'recent'` in the
 * contract entry): 401 for nobody, then 403 for a session without a recent pass, both before the
 * body is validated (400); and granting a role needs no second factor, but the role is of no use
 * for changes until one is set up.
 */
const operatorChange = defineRoute({
  method: 'POST',
  path: '/api/test/operator-change',
  auth: 'user',
  secondFactor: 'recent',
  body: z.object({ reason: z.string().min(3) }).strict(),
  response: z.object({ done: z.boolean() }),
});

describe(`the second-factor route flag on ${testDbKind()}`, () => {
  let db: Db;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
  let changes = 0;
  beforeAll(async () => {
    db = await createTestDb();
    // The bearer token here is the session id itself; the session row says whose it is.
    app = await bareApi(
      {
        async authenticate(request) {
          const sessionId = request.headers.authorization?.replace(/^Bearer /, '');
          const row = sessionId ? await db.kysely.selectFrom('auth_sessions').select('user_id').where('id', '=', sessionId).executeTakeFirst() : undefined;
          return row && sessionId ? { id: row.user_id, isExpert: false, sessionId } : null;
        },
      },
      { secondFactor: secondFactorGate(db.kysely, clock) },
    );
    declareRoute(app, operatorChange, async () => {
      changes += 1;
      return { done: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const sessionOf = async (userId: string, passedAt: Date | null) => {
    const id = `session-${userId.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`;
    const now = clock.now().toISOString();
    await db.kysely
      .insertInto('auth_sessions')
      .values({ id, user_id: userId, user_agent: 'test', created_at: now, last_seen_at: now, expires_at: '2099-01-01T00:00:00.000Z', revoked_at: null, second_factor_at: passedAt?.toISOString() ?? null })
      .execute();
    return id;
  };
  const enable = (userId: string) =>
    db.kysely.insertInto('second_factors').values({ user_id: userId, secret_encrypted: 'sealed:v1:x', created_at: clock.now().toISOString(), enabled_at: clock.now().toISOString(), last_used_step: null }).execute();
  const send = async (session: string | null, body: object) => {
    const res = await app.inject({ method: 'POST', url: operatorChange.path, headers: session ? { authorization: `Bearer ${session}` } : {}, payload: body });
    return { status: res.statusCode, code: res.json<{ code?: string }>().code };
  };

  it('answers 401, then 403 (no factor, or no recent pass), all before 400; a recent pass lets the change through', async () => {
    const ann = await insertAccount(db.kysely);
    const bad = { reason: '' };
    const good = { reason: 'Refund for a dropped call' };
    expect(await send(null, bad)).toMatchObject({ status: 401 });

    const noFactor = await sessionOf(ann.id, clock.now());
    expect(await send(noFactor, bad)).toEqual({ status: 403, code: SECOND_FACTOR_SETUP_REQUIRED_CODE });
    await enable(ann.id);
    const never = await sessionOf(ann.id, null);
    expect(await send(never, bad)).toEqual({ status: 403, code: SECOND_FACTOR_REQUIRED_CODE });
    const stale = await sessionOf(ann.id, new Date(clock.now().getTime() - SECOND_FACTOR_FRESH_MS - 1));
    expect(await send(stale, good)).toEqual({ status: 403, code: SECOND_FACTOR_REQUIRED_CODE });
    expect(changes).toBe(0);

    const fresh = await sessionOf(ann.id, new Date(clock.now().getTime() - SECOND_FACTOR_FRESH_MS));
    expect(await send(fresh, bad)).toMatchObject({ status: 400 });
    expect(await send(fresh, good)).toMatchObject({ status: 200 });
    expect(changes).toBe(1);
    clock.advance(1);
    expect(await send(fresh, good)).toEqual({ status: 403, code: SECOND_FACTOR_REQUIRED_CODE });
    expect(changes).toBe(1);
  });

  it('refuses to declare a flagged route on a public auth level', async () => {
    const open = defineRoute({ method: 'POST', path: '/api/test/open-change', secondFactor: 'recent', response: z.object({}) });
    const other = await bareApi({ authenticate: async () => null }, { secondFactor: secondFactorGate(db.kysely, clock) });
    try {
      expect(() => declareRoute(other, open, async () => ({}))).toThrow(/second-factor route/);
    } finally {
      await other.close();
    }
  });

  it('grants an operator role without a second factor, but the role makes no change until one is set up', async () => {
    const bo = await insertAccount(db.kysely);
    await grantRole(db, change(bo.email, 'support'));
    expect(await rolesOf(db.kysely, bo.id)).toEqual(['support']);
    const session = await sessionOf(bo.id, clock.now());
    await expect(requireRecentSecondFactor(db.kysely, clock, { id: bo.id, isExpert: false, sessionId: session })).rejects.toMatchObject({
      status: 403,
      code: SECOND_FACTOR_SETUP_REQUIRED_CODE,
    });
  });
});
