import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRecentSecondFactor } from '#server/modules/second-factor/require-recent';
import { tooManyAttemptsMessage } from '#shared/domain/auth-messages';
import {
  ALREADY_ENABLED_MESSAGE,
  DISABLED_MESSAGE,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_FRESH_MS,
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_REQUIRED_CODE,
  SECOND_FACTOR_SETUP_REQUIRED_CODE,
  WRONG_CODE_MESSAGE,
} from '#shared/domain/second-factor';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';
import { apiOf, codeNow, enrolledUser, nextStep, type Person } from './second-factor-fixtures';

const BASE = '/api/account/second-factor';

describe(`the second factor (TOTP) on ${testDbKind()}`, () => {
  let t: TestApp;
  let api: ReturnType<typeof apiOf>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t);
  });
  afterAll(async () => t?.close());

  const factorRow = (userId: string) => t.db.kysely.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const codeRows = (userId: string) => t.db.kysely.selectFrom('second_factor_recovery_codes').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const sessionOf = async (who: Person) => {
    const token = who.auth.authorization.replace(/^Bearer /, '');
    const [, payload] = token.split('.');
    return String(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).sid ?? '');
  };
  /** The check operator changes make, for this person's session. */
  const check = async (who: Person, token = who.auth.authorization) => {
    const res = await t.app.inject({ method: 'GET', url: BASE, headers: { authorization: token } });
    const sessionPassedAt = res.json<{ sessionPassedAt: string | null }>().sessionPassedAt;
    const sessionId = await sessionOf({ ...who, auth: { authorization: token } });
    return requireRecentSecondFactor(t.db.kysely, t.clock, { id: who.id, isExpert: false, sessionId }).then(
      () => ({ ok: true as const, sessionPassedAt }),
      (err: unknown) => {
        const { status, code } = err as { status: number; code: string };
        return { ok: false as const, status, code };
      },
    );
  };

  it('enrols: a QR code, the URI and the secret once; a wrong code changes nothing; the right one turns it on with 10 recovery codes', async () => {
    const ann = await createTestUser(t);
    expect((await api('GET', BASE, ann)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, sessionPassedAt: null });

    const started = await api('POST', `${BASE}/enrolment`, ann, {});
    expect(started.status).toBe(200);
    const secret = String(started.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(String(started.body.otpauthUri));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Qurious');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(ann.email);
    const qr = String(started.body.qrCode);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString('utf8')).toContain('<svg');

    // At rest: encrypted, not the secret in any readable form.
    const pending = await factorRow(ann.id);
    expect(pending?.enabled_at).toBeNull();
    expect(pending?.secret_encrypted).not.toContain(secret);
    expect(pending?.secret_encrypted.startsWith('sealed:v1:')).toBe(true);

    const wrongCode = codeNow(t, secret) === '000000' ? '111111' : '000000';
    const wrong = await api('POST', `${BASE}/confirm`, ann, { code: wrongCode });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_CODE', message: WRONG_CODE_MESSAGE } });
    expect(await factorRow(ann.id)).toEqual(pending);
    expect(await codeRows(ann.id)).toEqual([]);
    const badFormat = await api('POST', `${BASE}/confirm`, ann, { code: 'abc' });
    expect(badFormat.status).toBe(400);
    expect(await factorRow(ann.id)).toEqual(pending);

    const confirmed = await api('POST', `${BASE}/confirm`, ann, { code: codeNow(t, secret) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed only.
    const stored = await codeRows(ann.id);
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(codes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);

    const status = await api('GET', BASE, ann);
    expect(status.body).toMatchObject({ enabled: true, enabledAt: t.clock.now().toISOString(), recoveryCodesLeft: 10, sessionPassedAt: t.clock.now().toISOString() });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    // Never again: a second enrolment is refused while it is on.
    expect(await api('POST', `${BASE}/enrolment`, ann, {})).toMatchObject({ status: 409, body: { message: ALREADY_ENABLED_MESSAGE } });
  });

  it('steps up a session, which then counts for 15 minutes, to the millisecond, on the injected clock', async () => {
    const { who, secret } = await enrolledUser(t);
    const laptop = `Bearer ${await signTestSession(t, who.id, 'laptop')}`;
    expect(await check(who, laptop)).toEqual({ ok: false, status: 403, code: SECOND_FACTOR_REQUIRED_CODE });

    const passed = await api('POST', `${BASE}/verify`, { ...who, auth: { authorization: laptop } }, { code: codeNow(t, secret) });
    expect(passed.status).toBe(200);
    expect(passed.body.passedAt).toBe(t.clock.now().toISOString());
    expect(await check(who, laptop)).toMatchObject({ ok: true, sessionPassedAt: t.clock.now().toISOString() });

    t.clock.advance(SECOND_FACTOR_FRESH_MS);
    expect((await check(who, laptop)).ok).toBe(true);
    t.clock.advance(1);
    expect(await check(who, laptop)).toEqual({ ok: false, status: 403, code: SECOND_FACTOR_REQUIRED_CODE });
    // Another session of the same account never passed.
    const phone = `Bearer ${await signTestSession(t, who.id, 'phone')}`;
    expect(await check(who, phone)).toEqual({ ok: false, status: 403, code: SECOND_FACTOR_REQUIRED_CODE });

    // An account without a second factor is told to set one up.
    const bo = await createTestUser(t);
    expect(await check(bo)).toEqual({ ok: false, status: 403, code: SECOND_FACTOR_SETUP_REQUIRED_CODE });
  });

  it('accepts the step before and after (clock drift) but not two away, and refuses a code used once (replay)', async () => {
    const { who, secret } = await enrolledUser(t);
    // The step before now is then not the confirmation's own (spent) step.
    nextStep(t);
    expect((await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret, -2) })).status).toBe(400);
    expect((await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret, 2) })).status).toBe(400);
    const code = codeNow(t, secret, -1);
    expect((await api('POST', `${BASE}/verify`, who, { code })).status).toBe(200);
    // The same code again, in the same step: refused, and so is any code of an earlier step.
    expect(await api('POST', `${BASE}/verify`, who, { code })).toMatchObject({ status: 400, body: { message: WRONG_CODE_MESSAGE } });
    const ahead = codeNow(t, secret, 1);
    expect((await api('POST', `${BASE}/verify`, who, { code: ahead })).status).toBe(200);
    expect((await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret) })).status).toBe(400);
    expect((await api('POST', `${BASE}/verify`, who, { code: ahead })).status).toBe(400);
  });

  it('takes each recovery code once, in any case or spacing', async () => {
    const { who, recoveryCodes } = await enrolledUser(t);
    const [first = '', second = ''] = recoveryCodes;
    const laptop = `Bearer ${await signTestSession(t, who.id, 'laptop')}`;
    const asLaptop = { ...who, auth: { authorization: laptop } };
    const used = await api('POST', `${BASE}/verify`, asLaptop, { code: ` ${first.toUpperCase()} ` });
    expect(used.status).toBe(200);
    expect((await check(who, laptop)).ok).toBe(true);
    expect((await api('GET', BASE, who)).body.recoveryCodesLeft).toBe(9);
    expect(await api('POST', `${BASE}/verify`, who, { code: first })).toMatchObject({ status: 400, body: { message: WRONG_CODE_MESSAGE } });
    expect((await api('POST', `${BASE}/verify`, who, { code: second.replace('-', '') })).status).toBe(200);
    expect((await api('GET', BASE, who)).body.recoveryCodesLeft).toBe(8);
  });

  it('turns off only with a right code; then every session loses its pass and it can be set up afresh', async () => {
    const { who, secret, recoveryCodes } = await enrolledUser(t);
    const wrong = codeNow(t, secret, 5);
    expect((await api('POST', `${BASE}/disable`, who, { code: wrong })).status).toBe(400);
    expect((await factorRow(who.id))?.enabled_at).not.toBeNull();
    const off = await api('POST', `${BASE}/disable`, who, { code: recoveryCodes[3] ?? '' });
    expect(off).toMatchObject({ status: 200, body: { message: DISABLED_MESSAGE } });
    expect(await factorRow(who.id)).toBeUndefined();
    expect(await codeRows(who.id)).toEqual([]);
    expect((await api('GET', BASE, who)).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, sessionPassedAt: null });
    expect(await check(who)).toEqual({ ok: false, status: 403, code: SECOND_FACTOR_SETUP_REQUIRED_CODE });
    // The old secret's codes mean nothing now.
    expect((await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret) })).status).toBe(409);
    expect((await api('POST', `${BASE}/enrolment`, who, {})).status).toBe(200);
  });

  it(`refuses every code after ${SECOND_FACTOR_MAX_FAILURES} wrong ones in 15 minutes, the right one too, with a clear message`, async () => {
    const { who, secret } = await enrolledUser(t);
    const wrong = codeNow(t, secret, 4);
    for (let i = 0; i < SECOND_FACTOR_MAX_FAILURES; i += 1) expect((await api('POST', `${BASE}/verify`, who, { code: wrong })).status).toBe(400);
    const limited = await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret) });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: tooManyAttemptsMessage(15) } });
    // Per account: another session of the same account is refused as well, and so is turning it off.
    const other = { ...who, auth: { authorization: `Bearer ${await signTestSession(t, who.id, 'other')}` } };
    expect((await api('POST', `${BASE}/verify`, other, { code: codeNow(t, secret) })).status).toBe(429);
    expect((await api('POST', `${BASE}/disable`, other, { code: codeNow(t, secret) })).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    nextStep(t);
    expect((await api('POST', `${BASE}/verify`, who, { code: codeNow(t, secret) })).status).toBe(200);
  });

  it('answers 401 before looking at the body on every route of the second factor', async () => {
    const routes = [
      ['GET', BASE],
      ['POST', `${BASE}/enrolment`],
      ['POST', `${BASE}/confirm`],
      ['POST', `${BASE}/verify`],
      ['POST', `${BASE}/disable`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await api(method, url, null, method === 'POST' ? { code: 'not a code', extra: true } : undefined)).status).toBe(401);
      const forged = await t.app.inject({ method, url, headers: { authorization: 'Bearer forged' }, payload: method === 'POST' ? { nonsense: 1 } : undefined });
      expect(forged.statusCode).toBe(401);
    }
  });
});
