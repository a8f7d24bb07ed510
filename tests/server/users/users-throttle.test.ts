import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { INVALID_CREDENTIALS_MESSAGE, loginThrottledMessage } from '#shared/domain/auth-messages';
import { PASSWORD_RESET_MESSAGE, SIGN_IN_LINK_INVALID_MESSAGE } from '#shared/domain/auth-answers';
import { signInResponseSchema } from '#shared/contract/http/users';
import { LOGIN_THROTTLE } from '#server/modules/users/limits';

let ip = 0;
/** A new address for every request: the attacker has as many as it likes. */
const from = () => `10.23.${Math.floor(++ip / 250) % 250}.${ip % 250}`;
const HOUR = 3600 * 1000;
const ALERT_SUBJECT = 'Several failed sign-ins to your Qurious account';
const FREE = LOGIN_THROTTLE.freeFailures;
const FIRST_WAIT_S = LOGIN_THROTTLE.firstDelayMs / 1000;

type Body = { emailOrUsername: string; password: string; deviceToken?: string };
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

function helpers(t: TestApp) {
  const login = (payload: Body) => t.app.inject({ method: 'POST', url: '/api/users/login', payload, remoteAddress: from() });
  const signInLink = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/sign-in-link', payload: { token }, remoteAddress: from() });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const usernameOf = async (id: string) =>
    (await t.db.kysely.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
  const mailsTo = (to: string, subject: string) => t.smtp.messages.filter((m) => m.to.includes(to) && m.subject === subject);

  /** `count` wrong guesses, `concurrency` at a time, each from its own address, by email and username in turn. */
  async function attack(ids: string[], count: number, concurrency = 10) {
    const answers: LightMyRequestResponse[] = [];
    for (let sent = 0; sent < count; sent += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, count - sent) }, (_, i) =>
        login({ emailOrUsername: ids[(sent + i) % ids.length] ?? '', password: `Guess#${sent + i}x` }),
      );
      answers.push(...(await Promise.all(batch)));
    }
    const checked = answers.filter((a) => a.statusCode === 401);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(checked.length + refused.length).toBe(answers.length);
    for (const a of checked) expect(a.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
    return { checked: checked.length, refused };
  }

  /** Signs in once with the right password: the device token this client keeps. */
  async function knownDevice(email: string, password: string): Promise<string> {
    const res = await login({ emailOrUsername: email, password });
    expect(res.statusCode).toBe(200);
    return signInResponseSchema.parse(res.json()).deviceToken;
  }

  return { login, signInLink, me, usernameOf, mailsTo, attack, knownDevice };
}

describe(`the sign-in throttle on ${testDbKind()}`, () => {
  it('100 guesses from 100 addresses: 5 are checked, 95 refused before the password; the owner’s device and the emailed link still sign in; one mail', async () => {
    // Its own app: closing it waits for the mails sent after the answers, so they can be counted.
    const o = await createTestApp();
    try {
      const h = helpers(o);
      const owner = await createTestUser(o);
      const username = await h.usernameOf(owner.id);
      const device = await h.knownDevice(owner.email, owner.password);

      const { checked, refused } = await h.attack([owner.email, username], 100);
      expect(checked).toBe(FREE);
      expect(refused).toHaveLength(100 - FREE);
      for (const r of refused) {
        expect(r.json()).toEqual({ code: 'RATE_LIMITED', message: loginThrottledMessage(FIRST_WAIT_S) });
        expect(r.headers['retry-after']).toBe(String(FIRST_WAIT_S));
      }

      // The owner's known device signs in with the right password, from yet another address.
      const mine = await h.login({ emailOrUsername: owner.email, password: owner.password, deviceToken: device });
      expect(mine.statusCode).toBe(200);
      const session = signInResponseSchema.parse(mine.json());
      expect(session.deviceToken).toBe(device);
      expect((await h.me(session.token)).json().user.email).toBe(owner.email);
      // A client the owner never used waits like the attacker.
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(429);

      // The mail: what happened, a one-time sign-in link and a reset link.
      const mail = await o.smtp.waitFor(owner.email);
      expect(mail.subject).toBe(ALERT_SUBJECT);
      expect(mail.text).toContain('with a wrong password');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:5500\/sign-in-link\?token=[\w-]{43}$/);
      expect(mail.links[1]).toMatch(/^http:\/\/localhost:5500\/reset-password\?token=[\w-]{43}$/);
      const linked = await h.signInLink(tokenOf(mail.links[0]));
      expect(linked.statusCode).toBe(200);
      const viaLink = signInResponseSchema.parse(linked.json());
      expect(viaLink.user.email).toBe(owner.email);
      expect((await h.me(viaLink.token)).statusCode).toBe(200);
      // The link made this client a known one too.
      expect(
        (await h.login({ emailOrUsername: username, password: owner.password, deviceToken: viaLink.deviceToken })).statusCode,
      ).toBe(200);
      const again = await h.signInLink(tokenOf(mail.links[0]));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: SIGN_IN_LINK_INVALID_MESSAGE, code: 'INVALID_TOKEN' });

      // Another 100 guesses in the same hour: still refused, and no second mail.
      expect((await h.attack([owner.email], 100)).checked).toBe(0);
      await o.app.close();
      expect(o.smtp.messages.filter((m) => m.to.includes(owner.email))).toHaveLength(1);
    } finally {
      await o.close();
    }
  });

  it('a greedy attacker gets 13 guesses checked in the first hour and 4 in each later one (today: 100), and at most one mail an hour', async () => {
    const o = await createTestApp();
    try {
      const h = helpers(o);
      const owner = await createTestUser(o);
      const start = o.clock.now().getTime();
      const checkedByHour = [0, 0, 0];
      for (;;) {
        const hour = Math.floor((o.clock.now().getTime() - start) / HOUR);
        if (hour >= checkedByHour.length) break;
        // Ten guesses at once, each time the last answer said it may try again.
        const { checked, refused } = await h.attack([owner.email], 10, 10);
        checkedByHour[hour] = (checkedByHour[hour] ?? 0) + checked;
        expect(checked).toBeLessThanOrEqual(FREE);
        const wait = Number(refused[0]?.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        o.clock.advance(wait * 1000);
      }
      expect(checkedByHour).toEqual([13, 4, 4]);
      await o.app.close();
      const alerts = o.smtp.messages.filter((m) => m.to.includes(owner.email) && m.subject === ALERT_SUBJECT);
      expect(alerts.length).toBeGreaterThanOrEqual(1);
      expect(alerts.length).toBeLessThanOrEqual(checkedByHour.length);
    } finally {
      await o.close();
    }
  });

  describe('on one app', () => {
    let t: TestApp;
    let h: ReturnType<typeof helpers>;
    beforeAll(async () => {
      t = await createTestApp();
      h = helpers(t);
    });
    afterAll(async () => t.close());

    it('answers a throttled right password and a wrong one identically, before looking at either', async () => {
      const owner = await createTestUser(t);
      await h.attack([owner.email], FREE);
      const right = await h.login({ emailOrUsername: owner.email, password: owner.password });
      const wrong = await h.login({ emailOrUsername: owner.email, password: 'Wrong#Pass1' });
      const empty = await h.login({ emailOrUsername: owner.email, password: 'x' });
      for (const res of [right, wrong, empty]) {
        expect(res.statusCode).toBe(429);
        expect(res.body).toBe(right.body);
        expect(res.headers['retry-after']).toBe(right.headers['retry-after']);
        expect(res.headers['content-length']).toBe(right.headers['content-length']);
      }
      expect(right.json()).toEqual({ code: 'RATE_LIMITED', message: loginThrottledMessage(FIRST_WAIT_S) });
      // The wait counts down with the clock; refused attempts do not lengthen it.
      t.clock.advance(10_000);
      const later = await h.login({ emailOrUsername: owner.email, password: owner.password });
      expect(later.headers['retry-after']).toBe(String(FIRST_WAIT_S - 10));
      t.clock.advance(5_000);
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(200);
    });

    it('throttles an identifier without an account the same way (no account enumeration)', async () => {
      const ghost = await h.attack(['ghost-throttle@nowhere.org', 'GHOST-throttle@nowhere.org'], FREE + 3);
      expect(ghost.checked).toBe(FREE);
      expect(ghost.refused).toHaveLength(3);
      expect(ghost.refused[0]?.json()).toEqual({ code: 'RATE_LIMITED', message: loginThrottledMessage(FIRST_WAIT_S) });
    });

    it('lets the owner mistype a few times without slowing them', async () => {
      const owner = await createTestUser(t);
      expect((await h.attack([owner.email], FREE - 1)).checked).toBe(FREE - 1);
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(200);
      // The right password cleared the count.
      expect((await h.attack([owner.email], FREE - 1)).checked).toBe(FREE - 1);
      expect((await h.login({ emailOrUsername: owner.email, password: 'Wrong#again1' })).statusCode).toBe(401);
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(429);
    });

    it('a device token alone signs no one in, works only for its account, and is throttled on its own', async () => {
      const owner = await createTestUser(t);
      const other = await createTestUser(t);
      const device = await h.knownDevice(owner.email, owner.password);

      const stolen = await h.login({ emailOrUsername: owner.email, password: 'Wrong#Pass1', deviceToken: device });
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);

      // On another account the token is not recognised: that account's throttle applies.
      await h.attack([other.email], FREE);
      expect((await h.login({ emailOrUsername: other.email, password: other.password, deviceToken: device })).statusCode).toBe(429);
      expect((await h.login({ emailOrUsername: other.email, password: other.password, deviceToken: 'A'.repeat(43) })).statusCode).toBe(429);

      // Guesses with the token wait like any other after a few (stolen token + guessing is no shortcut)…
      for (let i = 1; i < FREE; i += 1) {
        expect((await h.login({ emailOrUsername: owner.email, password: `Wrong#${i}x`, deviceToken: device })).statusCode).toBe(401);
      }
      const slowed = await h.login({ emailOrUsername: owner.email, password: owner.password, deviceToken: device });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(loginThrottledMessage(FIRST_WAIT_S));
      // …and the account's other clients are not slowed by them.
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(200);
    });

    it('a password reset from the mail always works and clears the throttle', async () => {
      const owner = await createTestUser(t);
      await h.attack([owner.email], 30);
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(429);
      const mail = await t.smtp.waitFor(owner.email);
      expect(mail.subject).toBe(ALERT_SUBJECT);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: tokenOf(mail.links[1]), password: 'Brand#New2026' },
        remoteAddress: from(),
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });
      expect((await h.login({ emailOrUsername: owner.email, password: 'Brand#New2026' })).statusCode).toBe(200);
      const rows = await t.db.kysely.selectFrom('login_throttles').select('key').where('user_id', '=', owner.id).execute();
      expect(rows).toEqual([]);
    });

    it('forgets failures after an hour without one, and deletes rows idle for a day', async () => {
      const owner = await createTestUser(t);
      await h.attack([owner.email, 'prune-ghost@nowhere.org'], 2 * FREE);
      expect((await h.login({ emailOrUsername: owner.email, password: owner.password })).statusCode).toBe(429);
      t.clock.advance(LOGIN_THROTTLE.forgetAfterMs);
      expect((await h.attack([owner.email], FREE - 1)).checked).toBe(FREE - 1);
      const keys = () => t.db.kysely.selectFrom('login_throttles').select('key').execute();
      const before = (await keys()).length;
      expect(before).toBeGreaterThanOrEqual(2);
      t.clock.advance(LOGIN_THROTTLE.keepMs + 1000);
      // A new key starts: the rows idle for a day go.
      await h.attack(['prune-newcomer@nowhere.org'], 1);
      const after = (await keys()).map((r) => r.key);
      expect(after).toHaveLength(1);
    });

    it('the sign-in link is single-use, lasts 30 minutes and takes no other token', async () => {
      const early = await createTestUser(t);
      const late = await createTestUser(t);
      for (const u of [early, late]) await h.attack([u.email], FREE);
      const [earlyMail, lateMail] = [await t.smtp.waitFor(early.email), await t.smtp.waitFor(late.email)];
      // A reset token is no sign-in token.
      expect((await h.signInLink(tokenOf(earlyMail.links[1]))).statusCode).toBe(400);
      t.clock.advance(30 * 60 * 1000 - 1000);
      expect((await h.signInLink(tokenOf(earlyMail.links[0]))).statusCode).toBe(200);
      t.clock.advance(2000);
      const expired = await h.signInLink(tokenOf(lateMail.links[0]));
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: SIGN_IN_LINK_INVALID_MESSAGE, code: 'INVALID_TOKEN' });
      const missing = await t.app.inject({ method: 'POST', url: '/api/users/sign-in-link', payload: {}, remoteAddress: from() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('This sign-in link is incomplete.');
    });
  });
});
