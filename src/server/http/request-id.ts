import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { TrustedProxies } from '../config';

/** An id a load balancer may hand on (nginx's $request_id, say): short, plain characters only. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Whether a connection from `address` comes from a trusted balancer (TRUST_PROXY): the same
 * addresses and networks Fastify believes X-Forwarded-For from (an IPv4 peer seen as ::ffff:a.b.c.d
 * included).
 */
export function trustsPeer(trust: TrustedProxies): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  const trusted = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  return (address) => address !== undefined && trusted.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * Each request's id, in every log line of the request and in the answer's X-Request-Id:
 * the balancer's X-Request-Id when the connection comes from a trusted balancer (TRUST_PROXY), so
 * its log and ours name the same request; otherwise a fresh one. A client cannot choose the id of a
 * log line, nor one that reaches the instance around the balancer.
 */
export function requestIdOf(trust: TrustedProxies) {
  const trusted = trustsPeer(trust);
  return (req: Pick<IncomingMessage, 'headers' | 'socket'>): string => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && FORWARDED_ID.test(given) && trusted(req.socket.remoteAddress) ? given : randomUUID();
  };
}

/** Query parameters whose values are secrets (sign-in, reset, verification and unsubscribe links): never logged. */
const SECRET_PARAMS = /([?&](?:token|key|signature)=)[^&#]*/gi;
/** The calendar feed's secret is its file name. */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?#]+(\.ics)/;

/** A URL as the logs show it: secrets replaced. */
export const urlForLog = (url: string): string => url.replace(CALENDAR_FEED, '$1[hidden]$2').replace(SECRET_PARAMS, '$1[hidden]');
