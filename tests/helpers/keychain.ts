/**
 * Direct reads and writes of the OS keychain for the tests, through the same binding the desktop app
 * uses (@napi-rs/keyring, pinned to the Secret Service on Linux), bypassing the app's token vault.
 */
import { findCredentialsAsync } from '@napi-rs/keyring';
import { keychainEntry } from '#main/services/token-vault';

export const keychain = {
  getPassword: (service: string, account: string) => keychainEntry(service, account).getPassword(),
  setPassword: (service: string, account: string, password: string) => keychainEntry(service, account).setPassword(password),
  deletePassword: (service: string, account: string) => keychainEntry(service, account).deleteCredential(),
  findCredentials: (service: string) => findCredentialsAsync(service),
};
