import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '#shared/contract/ipc';

/** True when the desktop app could not reach the OS keychain to keep the token. */
export function isKeychainError(err: unknown): boolean {
  return String(err instanceof Error ? err.message : err).includes(KEYCHAIN_UNAVAILABLE_MESSAGE);
}

export { KEYCHAIN_UNAVAILABLE_MESSAGE };
