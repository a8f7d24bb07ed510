import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import type { Account } from './accounts';

/** The code an authenticator app shows at `now` (a server's clock may run ahead of the wall clock). */
export const appCodeAt = (secret: string, now: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).generate({ timestamp: now.getTime() });

/** Two-step sign-in turned on through the API, as the settings page does it; answers the secret. */
export async function enrolSecondFactor(request: APIRequestContext, server: { baseURL: string; now: () => Date }, account: Account): Promise<string> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const started = await request.post(`${server.baseURL}/api/account/second-factor/enrolment`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`${server.baseURL}/api/account/second-factor/confirm`, { headers, data: { code: appCodeAt(secret, server.now()) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}
