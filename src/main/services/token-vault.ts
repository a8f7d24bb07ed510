import keytar from 'keytar';
import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '../../shared/contract/ipc';

export const VAULT_SERVICE = 'Qurious';
export const VAULT_ACCOUNT = 'session-token';

/** The OS keychain could not be reached (on Linux: no unlocked Secret Service on the session bus). */
export class KeychainUnavailableError extends Error {
  override name = 'KeychainUnavailableError';
  constructor(cause: unknown) {
    super(KEYCHAIN_UNAVAILABLE_MESSAGE, { cause });
  }
}

/** The session token, kept in the OS keychain (never on disk in clear, never in the renderer's storage). */
export interface TokenVault {
  get(): Promise<string | null>;
  /** Stores the token, replacing any previous one. */
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

async function keychain<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new KeychainUnavailableError(error);
  }
}

export function createTokenVault({
  service = VAULT_SERVICE,
  account = VAULT_ACCOUNT,
}: { service?: string; account?: string } = {}): TokenVault {
  return {
    get: () => keychain(() => keytar.getPassword(service, account)),
    set: async (token) => {
      await keychain(() => keytar.setPassword(service, account, token));
    },
    clear: async () => {
      await keychain(() => keytar.deletePassword(service, account));
    },
  };
}
