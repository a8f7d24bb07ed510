import type { RefusalStatus, RouteDef } from '#shared/contract/http';

/** The error answers the API document names, each `{ message, code, fields? }`. */
export const ERROR_RESPONSES = {
  '400': {
    name: 'BadRequest',
    description: 'The request does not match its schema (`code` VALIDATION, `fields` says which field and why) or cannot be read.',
  },
  '401': { name: 'Unauthorized', description: 'No session token, or one that is expired, revoked or not valid.' },
  '403': {
    name: 'Forbidden',
    description: 'The caller may not do this: not an expert, email not verified, no operator role, or no recent second factor (`code` says which).',
  },
  '404': { name: 'NotFound', description: 'Nothing here, or nothing the caller may see.' },
  '414': { name: 'UriTooLong', description: 'A path parameter is longer than the router reads (100 characters as sent, percent-encoded).' },
  '413': { name: 'PayloadTooLarge', description: 'The body is larger than the route takes.' },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not of a media type the route reads.' },
  '426': { name: 'UpgradeRequired', description: 'This address only speaks WebSocket.' },
  '429': { name: 'TooManyRequests', description: 'Too many requests: wait as long as `Retry-After` says.' },
  '402': { name: 'PaymentRequired', description: 'Not enough credits in the wallet (`code` INSUFFICIENT_CREDITS), or credits held by an open dispute.' },
  '409': { name: 'Conflict', description: 'In conflict with the current state (taken, already done, no longer open…); `code` names the rule.' },
  '410': { name: 'Gone', description: 'It existed but has expired.' },
  '502': { name: 'BadGateway', description: 'The payment provider did not answer; nothing was charged: try again later.' },
  '503': { name: 'ServiceUnavailable', description: 'The server or its database is not ready.' },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The headers a 429 carries. */
export const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'X-RateLimit-Limit': { description: 'Requests the route takes in its window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
} as const;

/**
 * The error statuses a route may answer: those of the shared layers before its handler runs (the URL
 * and input are checked (400), the caller (401, 403), a path parameter may name nothing (404) or be too long (414), a body
 * may be too large or of another type (413, 415), a limit may be reached (429)), and those its
 * contract entry says its handler refuses with (`refuses`), in order.
 */
export function errorStatusesOf(route: { def: RouteDef; takesBody: boolean; rateLimited: boolean }): ErrorStatus[] {
  const { def } = route;
  const statuses = new Set<ErrorStatus>(['400']);
  if (def.auth !== 'none') statuses.add('401');
  if (def.auth === 'verified' || def.auth === 'expert' || def.operator || def.secondFactor) statuses.add('403');
  if (def.path.includes(':')) statuses.add('404').add('414');
  if (route.takesBody) statuses.add('413').add('415');
  if (route.rateLimited) statuses.add('429');
  for (const status of def.refuses) statuses.add(String(status) as `${RefusalStatus}`);
  return [...statuses].sort();
}
