import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '#shared/contract/ipc';

export const VAULT_SERVICE = 'Qurious';
export const VAULT_ACCOUNT = 'session-token';
/** The second entry: the device token that marks this app as one the owner signs in from (no new-device notice). */
export const DEVICE_VAULT_ACCOUNT = 'device-token';

/**
 * On Linux the token goes to the Secret Service (gnome-keyring, KWallet) only: the binding would
 * otherwise fall back to the kernel keyring, which forgets the token at log-out and is not the
 * user's keychain. Other platforms use their one keychain (macOS Keychain, Windows Credential Manager).
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

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

/** One keychain entry (service, account) through @napi-rs/keyring's prebuilt N-API binding. */
export function keychainEntry(service: string, account: string): AsyncEntry {
  return new AsyncEntry(service, account, ENTRY_OPTIONS);
}

export function createTokenVault({
  service = VAULT_SERVICE,
  account = VAULT_ACCOUNT,
}: { service?: string; account?: string } = {}): TokenVault {
  const entry = () => keychainEntry(service, account);
  return {
    get: () => keychain(() => entry().getPassword()),
    set: async (token) => {
      await keychain(() => entry().setPassword(token));
    },
    clear: async () => {
      // Deleting an entry that is not there is a no-op, as it was with keytar.
      await keychain(() => entry().deleteCredential());
    },
  };
}
