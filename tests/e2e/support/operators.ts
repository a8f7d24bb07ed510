import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openSqlite } from '#server/db/database';
import { grantRole } from '#server/modules/ops/roles';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import { resolveJwtSecret } from '#server/secret';
import { systemClock } from '#server/services/clock';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { PublicUser } from '#shared/contract/http/users';
import type { OperatorRole } from '#shared/domain/operator-roles';
import type { PageScope } from './seed-expert';

export interface SeededAccount {
  token: string;
  user: PublicUser;
}

/**
 * A verified account written straight into the e2e server's SQLite file, with a session token signed
 * by the server's own secret, holding the given operator roles (granted with grantRole from the
 * command line, as `npm run operator` grants them). No password: these accounts never sign in by hand.
 */
export async function seedAccount(name: string, roles: readonly OperatorRole[] = [], dataDir = process.env.E2E_DATA_DIR): Promise<SeededAccount> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config.');
  const db = openSqlite(join(dataDir, 'qurious.sqlite'));
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const email = `${name.split(' ')[0]?.toLowerCase() ?? 'ops'}-${tag}@example.com`;
  const now = new Date().toISOString();
  try {
    await db.kysely
      .insertInto('users')
      .values({ id, name, username: `ops${tag}`, email, password_hash: 'not-a-hash', email_verified: 1, token_version: 0, profile_picture: null, created_at: now, updated_at: now })
      .execute();
    for (const role of roles) {
      await grantRole(db, { email, role, reason: 'Works on the operations team', by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: new Date() });
    }
    const ttl = 7 * 24 * 3600;
    const tokens = createTokenService(resolveJwtSecret(undefined, dataDir), ttl, systemClock);
    const token = await signSession(createAuthSessions(db.kysely, systemClock, ttl), tokens, { id, token_version: 0 }, 'playwright');
    const user: PublicUser = { id, _id: id, name, username: `ops${tag}`, email, profilePicture: null, createdAt: now, emailVerified: true, expertProfile: null };
    return { token, user };
  } finally {
    await db.close();
  }
}

/** Puts the session where the browser build restores it from, then opens `path`. */
export async function openSignedIn(page: Page, account: SeededAccount, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user }) => {
      const { localStorage } = globalThis as unknown as PageScope;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: account.token, user: account.user },
  );
  await page.goto(path);
}
