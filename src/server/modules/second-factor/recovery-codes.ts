import { createHash, randomInt } from 'node:crypto';
import { normaliseCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '#shared/domain/second-factor';

/** 10 random characters of 31 (about 50 bits): a plain SHA-256 is enough, no guessing gets near it. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseCode(code)).digest('hex');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += RECOVERY_CODE_ALPHABET.charAt(randomInt(RECOVERY_CODE_ALPHABET.length));
  // Shown as two groups of five, easier to copy by hand.
  return `${code.slice(0, RECOVERY_CODE_LENGTH / 2)}-${code.slice(RECOVERY_CODE_LENGTH / 2)}`;
}

/** A fresh set of distinct recovery codes, as shown to the user once. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}
