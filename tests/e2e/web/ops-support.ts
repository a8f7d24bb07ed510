import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#shared/domain/second-factor';
import type { Account } from '../support/accounts';
import type { BookingsServer } from './bookings-support';

/** The code an authenticator app shows at the server's clock (it runs ahead of the wall clock here). */
export const appCode = (server: Pick<BookingsServer, 'now'>, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).generate({ timestamp: server.now().getTime() });

/** Two-step sign-in turned on through the API, as the settings page does it; answers the secret. */
export async function enrolSecondFactor(server: Pick<BookingsServer, 'now' | 'baseURL'>, request: APIRequestContext, account: Account): Promise<string> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const started = await request.post(`${server.baseURL}/api/account/second-factor/enrolment`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post(`${server.baseURL}/api/account/second-factor/confirm`, { headers, data: { code: appCode(server, secret) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return secret;
}
