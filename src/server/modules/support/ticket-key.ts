import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a ticket's link for a sender without an account: HMAC-SHA256 of the ticket's id under a
 * key derived from the server's secret, so nothing is stored and only the emailed link opens the thread.
 */
const secretKey = (secret: string) => createHmac('sha256', secret).update('qurious:support-ticket:v1').digest();

export const ticketKey = (secret: string, ticketId: string): string =>
  createHmac('sha256', secretKey(secret)).update(ticketId).digest('base64url');

export function ticketKeyMatches(secret: string, ticketId: string, given: string): boolean {
  const expected = Buffer.from(ticketKey(secret, ticketId));
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}
