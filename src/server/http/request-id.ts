import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a load balancer may hand on (nginx's $request_id, say): short, plain characters only. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request's id (issue 22), in every log line of the request and in the answer's X-Request-Id:
 * the balancer's X-Request-Id when the balancer is trusted (TRUST_PROXY), so its log and ours name
 * the same request; otherwise a fresh one. A client cannot choose the id of a log line.
 */
export function requestIdOf(trustProxy: boolean) {
  return (req: Pick<IncomingMessage, 'headers'>): string => {
    const given = req.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
  };
}

/** Query parameters whose values are secrets (sign-in, reset, verification and unsubscribe links): never logged. */
const SECRET_PARAMS = /([?&](?:token|key|signature)=)[^&#]*/gi;
/** The calendar feed's secret is its file name. */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?#]+(\.ics)/;

/** A URL as the logs show it: secrets replaced. */
export const urlForLog = (url: string): string => url.replace(CALENDAR_FEED, '$1[hidden]$2').replace(SECRET_PARAMS, '$1[hidden]');
