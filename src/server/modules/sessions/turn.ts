import { createHmac } from 'node:crypto';
import type { IceServer } from '#shared/contract/http/sessions';
import type { Config } from '../../config';

/**
 * coturn's TURN REST credentials (`use-auth-secret`): the username is the expiry (Unix seconds)
 * and the user id, the credential the base64 HMAC-SHA1 of the username under the shared secret.
 * coturn recomputes it and refuses it once the expiry passed.
 */
export function turnCredential(
  secret: string,
  userId: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The room's ICE servers: STUN, and TURN with credentials that expire with the window. */
export function iceServersFor(
  turn: Config['turn'],
  secret: string,
  userId: string,
  expiresAt: Date,
): IceServer[] {
  const servers: IceServer[] = [];
  if (turn.stunUrls.length > 0) servers.push({ urls: turn.stunUrls });
  if (turn.urls.length > 0) servers.push({ urls: turn.urls, ...turnCredential(secret, userId, expiresAt) });
  return servers;
}
