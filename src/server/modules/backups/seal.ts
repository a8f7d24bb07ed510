import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';

/**
 * Encrypted archives: AES-256-GCM (authenticated: a changed byte or another key fails the tag),
 * the key derived from BACKUP_KEY with scrypt and a random salt per archive. Layout: the magic,
 * the salt, the IV (the header, also the authenticated data), the ciphertext, the 16-byte tag.
 */
const MAGIC = Buffer.from('QBKSEAL1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;

const deriveKey = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((done, fail) => scrypt(secret, salt, 32, (err, key) => (err ? fail(err) : done(key))));

/** Whether a file starts as a sealed archive does. */
export async function isSealed(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Encrypts `from` into `to` with a key derived from `secret`. */
export async function seal(from: string, to: string, secret: string): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
  cipher.setAAD(header);
  await pipeline(
    createReadStream(from),
    cipher,
    async function* framed(body: AsyncIterable<Buffer>) {
      yield header;
      for await (const chunk of body) yield chunk;
      // The cipher has ended once its output is read to the end: its tag is final.
      yield cipher.getAuthTag();
    },
    createWriteStream(to),
  );
}

/**
 * Decrypts `from` into `to`; refuses (BackupRefused) when the tag does not verify: the file was
 * changed or the key is not the one it was sealed with. Only then may `to` be read.
 */
export async function unseal(from: string, to: string, secret: string): Promise<void> {
  const { size } = await stat(from);
  if (size < HEADER_BYTES + TAG_BYTES) throw new BackupRefused(BACKUP_MESSAGES.unreadable('too short to be an encrypted backup'));
  const handle = await open(from, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(secret, salt), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(createReadStream(from, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher, createWriteStream(to));
  } catch {
    throw new BackupRefused(BACKUP_MESSAGES.badSeal);
  }
}
