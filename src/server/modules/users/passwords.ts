import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** A social-only account has no password: its hash is empty, which no password verifies against. */
export const NO_PASSWORD = '';
export const hasPassword = (hash: string) => hash !== NO_PASSWORD;

/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash argon2 cannot read (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummy: Promise<string> | null = null;

/**
 * A hash of a random password with the same settings: a login for an unknown account verifies
 * against it, so it takes as long as a wrong password for a real one.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
