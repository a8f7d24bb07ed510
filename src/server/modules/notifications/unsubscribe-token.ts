import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '#shared/domain/notifications';

/**
 * The one-click unsubscribe link's token (RFC 8058): who and which kind of email, signed with a
 * key derived from the server's secret (HMAC-SHA256), so it needs no sign-in and no stored row,
 * and a changed user or kind breaks the signature. It does not expire: an old email's link still
 * works, and it can only ever switch one kind of email off.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('qurious:unsubscribe:v1').digest();

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
  return `${payload}.${sign(keyOf(secret), payload)}`;
}

/** The user and kind of a token this server signed; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  if (token.length > 400) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(keyOf(secret), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown };
    if (typeof data.u !== 'string' || typeof data.k !== 'string' || !isNotificationKind(data.k)) return null;
    return { userId: data.u, kind: data.k };
  } catch {
    return null;
  }
}

/** The address of the unsubscribe page and its one-click POST. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string, kind: NotificationKind) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, userId, kind)}`;
