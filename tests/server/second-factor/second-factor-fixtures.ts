import { expect } from 'vitest';
import { totpCodeAt } from '#server/modules/second-factor/totp';
import { TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

let ips = 0;
/** A new address per request, so the per-address burst guards never count across cases. */
export const nextIp = () => `10.96.${Math.floor((ips += 1) / 250)}.${ips % 250}`;

export type Person = Awaited<ReturnType<typeof createTestUser>>;

/** Calls the API as the person (or nobody), from a fresh address. */
export function apiOf(t: TestApp) {
  return async (method: 'GET' | 'POST', url: string, who: Person | null, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who ? who.auth : {}, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
}

/** The code an authenticator app would show now (the test app's clock). */
export const codeNow = (t: TestApp, secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetSteps * TOTP_PERIOD_SECONDS * 1000));

/** Moves the clock to the start of the next 30 s step, so a new code is due. */
export const nextStep = (t: TestApp) => {
  const ms = TOTP_PERIOD_SECONDS * 1000;
  t.clock.set(new Date((Math.floor(t.clock.now().getTime() / ms) + 1) * ms));
};

/** A user with the second factor on (enrolled and confirmed through the API): their secret and recovery codes. */
export async function enrolledUser(t: TestApp) {
  const api = apiOf(t);
  const who = await createTestUser(t);
  const started = await api('POST', '/api/account/second-factor/enrolment', who, {});
  expect(started.status).toBe(200);
  const secret = String(started.body.secret);
  const confirmed = await api('POST', '/api/account/second-factor/confirm', who, { code: codeNow(t, secret) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // The next code the tests use is of a later step (the confirmation's step is spent).
  nextStep(t);
  return { who, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
