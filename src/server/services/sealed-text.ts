import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text kept encrypted at rest (AES-256-GCM): what a copy of the database must not give away, such as
 * an expert's bank account or UPI id. The key is derived (HKDF-SHA256) from the server secret and the
 * text's purpose, so each purpose has its own key; the row it belongs to (`context`, e.g. the owner's
 * id) is bound as associated data, so a sealed value copied into another row does not open there.
 * Rotating the server secret makes earlier sealed values unreadable (docs/decisions/payments.md).
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Sealer = {
  seal(plain: string, context: string): string;
  /** The plain text; a value written before sealing existed (no prefix) is answered as it is. */
  open(stored: string, context: string): string;
};

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'qurious-sealed-text', purpose, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
