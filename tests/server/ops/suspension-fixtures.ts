import type { TestApp } from '../../helpers/test-app';
import { inject, reauth } from '../bookings/bookings-fixtures';
import { operatorWith, withFreshSecondFactor, type Account } from './console-fixtures';

/** A trust operator (or the given roles) whose session passed the second factor just now. */
export async function actingOperator(t: TestApp, roles: Parameters<typeof operatorWith>[1] = ['trust']): Promise<Account> {
  const op = await operatorWith(t, roles);
  await withFreshSecondFactor(t, op);
  return op;
}

/** After a long jump of the clock: a new session for the operator, passed the second factor now. */
export async function freshen(t: TestApp, op: Account): Promise<void> {
  await reauth(t, op);
  await t.db.kysely.updateTable('auth_sessions').set({ second_factor_at: t.clock.now().toISOString() }).where('user_id', '=', op.id).execute();
}

export const act = (t: TestApp, op: Account, userId: string, verb: string, body: object) => inject(t, 'POST', `/api/ops/users/${userId}/${verb}`, op, body);

export const me = (t: TestApp, who: { auth: Record<string, string> }) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: who.auth });

export const login = (t: TestApp, who: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrUsername: who.email, password: who.password } });

/** The ids of the gigs a keyword search lists. */
export async function searchIds(t: TestApp, keyword: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/gigs/search?keyword=${encodeURIComponent(keyword)}` });
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return res.json<{ items: { _id: string }[] }>().items.map((g) => g._id);
}

export const auditOf = (t: TestApp, userId: string) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('target_type', '=', 'user').where('target_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const userRow = (t: TestApp, userId: string) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
