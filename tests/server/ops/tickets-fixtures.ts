import type { TestApp } from '../../helpers/test-app';
import type { Account } from './console-fixtures';

export const TICKET_FORM = {
  topic: 'credits',
  subject: 'Credits missing',
  message: 'I bought 20 credits yesterday and my wallet still shows 0.',
} as const;

let visitors = 0;

/**
 * Opens a ticket through the help page's route: as the account, or anonymously from `email` (each
 * anonymous visitor from an address of its own, so the per-address limit is not what a test meets).
 */
export async function openTicket(t: TestApp, from: Account | { email: string; language?: string } = { email: 'visitor@example.com' }): Promise<string> {
  const signedIn = 'auth' in from;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: signedIn ? from.auth : {},
    remoteAddress: `198.51.100.${(visitors += 1) % 250}`,
    payload: signedIn ? TICKET_FORM : { ...TICKET_FORM, ...from },
  });
  if (res.statusCode !== 201) throw new Error(`ticket not opened: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}
