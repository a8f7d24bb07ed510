import type { RouteDef } from '#shared/contract/http';

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
  '413': { name: 'PayloadTooLarge', description: 'The body is larger than the route takes.' },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not of a media type the route reads.' },
  '426': { name: 'UpgradeRequired', description: 'This address only speaks WebSocket.' },
  '429': { name: 'TooManyRequests', description: 'Too many requests: wait as long as `Retry-After` says.' },
  '4XX': {
    name: 'Refused',
    description: 'Refused by a rule of the product (409 a conflict with the current state, 402 not enough credits, 410 gone, …); `code` names the rule.',
  },
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
 * The error statuses a route may answer, from what the shared layers do before its handler runs:
 * the URL and input are checked (400), the caller (401, 403), a path parameter may name nothing
 * (404), a body may be too large or of another type (413, 415), a limit may be reached (429); the
 * handler's own refusals are the 4XX range.
 */
export function errorStatusesOf(route: { def: RouteDef; takesBody: boolean; rateLimited: boolean }): ErrorStatus[] {
  const { def } = route;
  const statuses: ErrorStatus[] = ['400'];
  if (def.auth !== 'none') statuses.push('401');
  if (def.auth === 'verified' || def.auth === 'expert' || def.operator || def.secondFactor) statuses.push('403');
  if (def.path.includes(':')) statuses.push('404');
  if (route.takesBody) statuses.push('413', '415');
  if (route.rateLimited) statuses.push('429');
  statuses.push('4XX');
  return statuses;
}
