import { createHash } from 'node:crypto';

/**
 * Who a visitor is, for "one view per visitor per gig per day". A signed-in visitor is their user
 * id. Anyone else is a hash of the day, their address and user agent, keyed with the server's
 * secret: no cookie to set or consent to ask for (the desktop app keeps no cookies for the API
 * anyway), nothing stored that names a person or an address, and since the day is in the hash the
 * same visitor cannot be followed from one day to the next. Visitors sharing an address and a
 * browser count as one, which undercounts a little rather than overcounting reloads.
 */
export function visitorKey(o: { userId: string | null; day: string; ip: string; userAgent: string; secret: string }): string {
  if (o.userId) return `u:${o.userId}`;
  const h = createHash('sha256').update(`${o.secret}\n${o.day}\n${o.ip}\n${o.userAgent}`).digest('base64url');
  return `a:${h.slice(0, 22)}`;
}

/**
 * Obvious robots by their user agent: crawlers and link previewers that say so, scripted HTTP
 * clients, and headless browsers. An empty user agent is no browser either.
 */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|scrape|preview|facebookexternalhit|embedly|bingpreview|lighthouse|pagespeed|headlesschrome|phantomjs|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|postman/i;

export const isBot = (userAgent: string | undefined): boolean => !userAgent || userAgent.length < 8 || BOT_UA.test(userAgent);
