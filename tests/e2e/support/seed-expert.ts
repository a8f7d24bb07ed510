import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import argon2 from 'argon2';
import type { Page } from '@playwright/test';
import { openSqlite } from '#server/db/database';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import { resolveJwtSecret } from '#server/secret';
import { systemClock } from '#server/services/clock';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { PublicUser } from '#shared/contract/http/users';

/** The page globals specs touch inside page.evaluate (the node tsconfig has no DOM types). */
export interface PageScope {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
  qurious?: { setToken(token: string): Promise<null>; clearToken(): Promise<null> };
}

export interface SeededExpert {
  token: string;
  user: PublicUser;
  userName: string;
  email: string;
}

/**
 * A verified user with a complete expert profile, written straight into the e2e server's SQLite
 * file (like tests/helpers/experts.ts does for the server suites) with a session token signed by
 * the server's own secret, so gig specs do not depend on the signup and onboarding screens.
 */
export async function seedExpert(dataDir = process.env.E2E_DATA_DIR): Promise<SeededExpert> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config.');
  const db = openSqlite(join(dataDir, 'qurious.sqlite'));
  const id = randomUUID();
  const expertId = randomUUID();
  const tag = id.slice(0, 8);
  const email = `gig-expert-${tag}@example.com`;
  const userName = `gigexpert_${tag}`;
  const now = new Date().toISOString();
  let token: string;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          name: 'Gita Expert',
          username: `gita${tag}`,
          email,
          password_hash: await argon2.hash('Curious#2026', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
          email_verified: 1,
          token_version: 0,
          profile_picture: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('expert_profiles')
        .values({
          id: expertId,
          user_id: id,
          user_name: userName,
          first_name: 'Gita',
          last_name: 'Expert',
          display_name: 'Gita E.',
          profile_picture: null,
          description: 'I teach the tools I use every day in patient, practical live sessions. '.repeat(3),
          hourly_rate: 320,
          phone_country: 'India',
          phone_country_code: '+91',
          // A number is on one expert profile at most: seeds in the same millisecond differ too.
          phone_number: `+9198${String(Date.now()).slice(-5)}${String(randomInt(1000)).padStart(3, '0')}`,
          phone_verified_at: now,
          strengths_json: '[]',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('expert_languages').values({ expert_id: expertId, position: 0, language: 'English', level: 'Fluent' }).execute();
      await trx
        .insertInto('expert_skills')
        .values({ expert_id: expertId, position: 0, skill: '3D Modeling', level: 'Expert', experience: '5 years', sub_skills_json: '[]' })
        .execute();
      await trx.insertInto('expert_softwares').values({ expert_id: expertId, position: 0, software: 'Blender' }).execute();
    });
    const ttl = 7 * 24 * 3600;
    const tokens = createTokenService(resolveJwtSecret(undefined, dataDir), ttl, systemClock);
    token = await signSession(createAuthSessions(db.kysely, systemClock, ttl), tokens, { id, token_version: 0 }, 'playwright');
  } finally {
    await db.close();
  }
  const user: PublicUser = {
    id,
    _id: id,
    name: 'Gita Expert',
    username: `gita${tag}`,
    email,
    profilePicture: null,
    createdAt: now,
    emailVerified: true,
    expertProfile: { id: expertId, _id: expertId, userName, displayName: 'Gita E.', softwares: ['Blender'], profilePicture: null },
  };
  return { token, user, userName, email };
}

/** Puts the session where the browser build restores it from (localStorage 'token' and 'user'), then opens `path`. */
export async function signInWebAs(page: Page, seeded: SeededExpert, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user }) => {
      const { localStorage } = globalThis as unknown as PageScope;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.userMode, 'expert');
    },
    { keys: STORAGE_KEYS, token: seeded.token, user: seeded.user },
  );
  await page.goto(path);
}
