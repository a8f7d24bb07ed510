import type { Page } from '@playwright/test';
import { createTokenVault } from '#main/services/token-vault';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { PageScope } from '../support/seed-expert';

export interface DesktopSession {
  token: string;
  user: unknown;
  mode?: 'user' | 'expert';
  /** Other keys of the renderer's storage (a gig draft, …), written with the session. */
  storage?: Record<string, string>;
}

/**
 * Stores a session where the desktop app restores it from: the token in the keychain entry the page's
 * bridge reads (`vault`, as given to installDesktopBridge), the user and mode in the renderer's storage;
 * then opens `route` (the desktop build routes by hash).
 *
 * Nothing of the app runs while this is written: the storage is set from the origin's robots.txt. Written
 * from a page of the app instead, the app's own start (reading an empty keychain) could finish after the
 * user was stored, find a user without a token, and sign out, clearing the token just stored.
 */
export async function storeDesktopSession(
  page: Page,
  opts: { baseURL: string; vault: { service: string; account: string }; route: string } & DesktopSession,
): Promise<void> {
  await createTokenVault(opts.vault).set(opts.token);
  const items: Record<string, string> = {
    [STORAGE_KEYS.user]: JSON.stringify(opts.user),
    ...(opts.mode ? { [STORAGE_KEYS.userMode]: opts.mode } : {}),
    ...opts.storage,
  };
  await page.goto(`${opts.baseURL}/robots.txt`);
  await page.evaluate((entries) => {
    const { localStorage } = globalThis as unknown as PageScope;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.goto(`${opts.baseURL}/#${opts.route}`);
}
