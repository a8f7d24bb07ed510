import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { keychain } from '../helpers/keychain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '#shared/contract/ipc';
import { VAULT_ACCOUNT, VAULT_SERVICE, createTokenVault } from '#main/services/token-vault';

const run = promisify(execFile);

beforeAll(() => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'No D-Bus session: run this suite through tests/helpers/with-keyring.sh (real gnome-keyring).',
    );
  }
});

describe('token vault on the real Secret Service (gnome-keyring)', () => {
  const vault = createTokenVault();

  afterAll(async () => {
    await vault.clear();
  });

  it('stores the token under service Qurious, account session-token', async () => {
    expect({ VAULT_SERVICE, VAULT_ACCOUNT }).toEqual({
      VAULT_SERVICE: 'Qurious',
      VAULT_ACCOUNT: 'session-token',
    });
    await vault.clear();
    expect(await vault.get()).toBeNull();

    await vault.set('eyJhbGciOiJIUzI1NiJ9.first.sig');
    expect(await vault.get()).toBe('eyJhbGciOiJIUzI1NiJ9.first.sig');
    // The entry really is in the keychain, not in memory: read it back with the keychain binding directly.
    expect(await keychain.getPassword('Qurious', 'session-token')).toBe('eyJhbGciOiJIUzI1NiJ9.first.sig');
  });

  it('overwrites the previous token and keeps a single entry', async () => {
    await vault.set('first');
    await vault.set('second-token');
    expect(await vault.get()).toBe('second-token');
    const entries = await keychain.findCredentials('Qurious');
    expect(entries.filter((entry) => entry.account === 'session-token')).toEqual([
      { account: 'session-token', password: 'second-token' },
    ]);
  });

  it('clears the token, and clearing twice is fine', async () => {
    await vault.set('to-be-cleared');
    await vault.clear();
    expect(await vault.get()).toBeNull();
    await vault.clear();
    expect(await vault.get()).toBeNull();
  });

  it('keeps a long token intact and separate vaults apart', async () => {
    const long = 'x'.repeat(8192);
    const other = createTokenVault({ account: 'other-account' });
    await vault.set(long);
    await other.set('other');
    expect(await vault.get()).toBe(long);
    expect(await other.get()).toBe('other');
    await other.clear();
  });
});

describe('token vault without a keychain', () => {
  it('fails every operation with the clear keychain message', async () => {
    const require = createRequire(import.meta.url);
    const tsx = require.resolve('tsx/cli');
    const script = fileURLToPath(new URL('./support/vault-without-keychain.ts', import.meta.url));
    const { stdout } = await run(process.execPath, [tsx, script], {
      env: {
        ...process.env,
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/qurious-test-bus',
        DISPLAY: '',
      },
    });
    const results: unknown[] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // The cause is libsecret failing to reach D-Bus (not, say, a TypeError in our own code).
    const reason = expect.stringMatching(/^Error: .*(connect|D-?Bus|bus)/i);
    const failure = {
      ok: false,
      name: 'KeychainUnavailableError',
      message: KEYCHAIN_UNAVAILABLE_MESSAGE,
      reason,
    };
    expect(results).toEqual([
      { operation: 'get', ...failure },
      { operation: 'set', ...failure },
      { operation: 'clear', ...failure },
    ]);
    expect(KEYCHAIN_UNAVAILABLE_MESSAGE).toBe(
      'No OS keychain is available: install and unlock gnome-keyring (Secret Service) to keep you signed in.',
    );
  });
});
