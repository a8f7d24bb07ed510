import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '#shared/contract/live';
import type { AccountSession } from '#shared/contract/http/account';
import { CURRENT_PASSWORD_WRONG_MESSAGE, SESSION_NOT_FOUND_MESSAGE } from '#shared/domain/account-answers';
import type { TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { startTwoInstances, type TwoInstances } from '../live/two-instances';

/**
 * Sessions that can be revoked: every sign-in is a session row the token names; logout,
 * "sign out" in settings and a password change end rows, and a revoked token gets 401 on the very
 * next request, on this instance and on another one; its live sockets are closed.
 */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) qurious/0.1.0 Chrome/130.0.0.0 Electron/33.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';
let ips = 0;
const nextIp = () => `10.19.${Math.floor((ips += 1) / 250)}.${ips % 250}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`revocable sessions on ${testDbKind()}`, () => {
  let instances: TwoInstances;
  let t: TestApp;
  let other: TestApp;
  let base: string;
  let otherBase: string;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a: t, b: other, baseA: base, baseB: otherBase } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });
  const live = (base: string, token: string) => instances.on(base, token);

  const login = async (email: string, userAgent: string, password = TEST_PASSWORD) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: nextIp(),
      payload: { emailOrUsername: email, password },
    });
    return res;
  };
  const signIn = async (email: string, userAgent = CHROME) => {
    const res = await login(email, userAgent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const me = (token: string, app: TestApp = t) => app.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }).then((r) => r.statusCode);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  const sessionsOf = async (token: string) => {
    const res = await call('GET', '/api/account/sessions', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sessions: AccountSession[] }>().sessions;
  };
  it('logout revokes the token on the server: 401 on the very next request, on every instance', async () => {
    const user = await createTestUser(t);
    const token = await signIn(user.email);
    expect(await me(token)).toBe(200);
    expect(await me(token, other)).toBe(200);
    const out = await call('POST', '/api/users/logout', token);
    expect(out.statusCode, out.body).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await me(token, other)).toBe(401);
    // Logging out again is a 401 too: the token is gone for good.
    expect((await call('POST', '/api/users/logout', token)).statusCode).toBe(401);
  });

  it('lists every signed-in device with a readable name, and signs one out', async () => {
    const user = await createTestUser(t);
    const desk = await signIn(user.email, DESKTOP);
    const browser = await signIn(user.email, CHROME);
    const list = await sessionsOf(desk);
    const mine = list.filter((s) => s.device !== 'Unknown device');
    expect(mine.map((s) => [s.kind, s.device, s.current]).sort()).toEqual([
      ['browser', 'Chrome on Windows', false],
      ['desktop', 'Qurious desktop app on Linux', true],
    ]);
    const target = list.find((s) => s.device === 'Chrome on Windows');
    expect(target?.createdAt).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(list)).not.toContain(browser);

    const res = await call('DELETE', `/api/account/sessions/${target?.id ?? ''}`, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(browser)).toBe(401);
    expect(await me(browser, other)).toBe(401);
    expect(await me(desk)).toBe(200);
    expect((await sessionsOf(desk)).map((s) => s.id)).not.toContain(target?.id);
    // Gone already: a second sign-out of it is a 404.
    expect((await call('DELETE', `/api/account/sessions/${target?.id ?? ''}`, desk)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and changes nothing", async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    const ownerToken = await signIn(owner.email);
    const [session] = await sessionsOf(ownerToken).then((l) => l.filter((s) => s.current));
    const strangerToken = await signIn(stranger.email);
    const res = await call('DELETE', `/api/account/sessions/${session?.id ?? ''}`, strangerToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND_MESSAGE });
    expect(await me(ownerToken)).toBe(200);
    expect((await sessionsOf(strangerToken)).map((s) => s.id)).not.toContain(session?.id);
  });

  it('signs out every other device and keeps this one', async () => {
    const user = await createTestUser(t);
    const keep = await signIn(user.email, FIREFOX);
    const a = await signIn(user.email, CHROME);
    const b = await signIn(user.email, DESKTOP);
    const res = await call('POST', '/api/account/sessions/revoke-others', keep);
    expect(res.statusCode, res.body).toBe(200);
    // The helper's own session of the user counts too.
    expect(res.json<{ revoked: number }>().revoked).toBe(3);
    expect(await me(a)).toBe(401);
    expect(await me(b, other)).toBe(401);
    expect(await me(keep)).toBe(200);
    expect((await sessionsOf(keep)).map((s) => s.device)).toEqual(['Firefox on macOS']);
  });

  it('changes the password: the current one is required, the five rules hold, every other session ends', async () => {
    const user = await createTestUser(t);
    const current = await signIn(user.email);
    const second = await signIn(user.email, DESKTOP);
    const wrong = await call('POST', '/api/account/password', current, { currentPassword: 'Wrong#2026x', newPassword: 'Brand#New2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', fields: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE } });
    const weak = await call('POST', '/api/account/password', current, { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ fields: Record<string, string> }>().fields.newPassword).toBe('Password needs: at least 1 uppercase letter');
    // Nothing changed by the refused attempts.
    expect(await me(second)).toBe(200);
    expect((await login(user.email, CHROME)).statusCode).toBe(200);

    const ok = await call('POST', '/api/account/password', current, { currentPassword: TEST_PASSWORD, newPassword: 'Brand#New2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await me(second)).toBe(401);
    expect(await me(current)).toBe(200);
    expect((await login(user.email, CHROME)).statusCode).toBe(401);
    expect((await login(user.email, CHROME, 'Brand#New2026')).statusCode).toBe(200);
  });

  it('closes the live socket of a revoked session, on this instance and on another', async () => {
    const user = await createTestUser(t);
    const keep = await signIn(user.email);
    const revoked = await signIn(user.email, DESKTOP);
    const here = await live(base, revoked);
    const there = await live(otherBase, revoked);
    const kept = await live(otherBase, keep);
    const target = (await sessionsOf(keep)).find((s) => s.device === 'Qurious desktop app on Linux');
    expect((await call('DELETE', `/api/account/sessions/${target?.id ?? ''}`, keep)).statusCode).toBe(200);
    expect(await here.closed).toEqual(LIVE_CLOSE.unauthenticated);
    expect(await there.closed).toEqual(LIVE_CLOSE.unauthenticated);
    // The session that stays keeps its socket; a revoked token cannot sign a new one in.
    kept.send({ type: 'ping' });
    await kept.next('pong');
    const again = await live(base, keep);
    again.send({ type: 'ping' });
    await again.next('pong');
    const refused = await openRefused(base, revoked);
    expect(refused).toEqual(LIVE_CLOSE.unauthenticated);
  });

  it('closes the sockets of every other session when the password changes, and after logout', async () => {
    const user = await createTestUser(t);
    const current = await signIn(user.email);
    const second = await signIn(user.email, FIREFOX);
    const mine = await live(base, current);
    const theirs = await live(otherBase, second);
    const ok = await call('POST', '/api/account/password', current, { currentPassword: TEST_PASSWORD, newPassword: 'Another#2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await theirs.closed).toEqual(LIVE_CLOSE.unauthenticated);
    mine.send({ type: 'ping' });
    await mine.next('pong');
    expect((await call('POST', '/api/users/logout', current)).statusCode).toBe(200);
    expect(await mine.closed).toEqual(LIVE_CLOSE.unauthenticated);
  });

  async function openRefused(url: string, token: string) {
    const { openLive } = await import('../../helpers/live-client');
    const client = await openLive(url);
    instances.track(client);
    client.send({ type: 'auth', token });
    return client.closed;
  }
});
