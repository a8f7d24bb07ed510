import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { runSeeders } from '#server/seed/index';
import { hashPassword } from '#server/modules/users/passwords';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { PG_ADMIN_URL } from '../../tests/helpers/test-db';

export type SoakDb = 'sqlite' | 'postgres';

export const SOAK_PASSWORD = 'Soak#Bench2026';

export interface SoakAccount {
  id: string;
  email: string;
}

export interface SoakGig {
  id: string;
  expertUserName: string;
  credits: Record<PricingTier, number>;
  words: string[];
}

export interface SoakWorld {
  /** The API's environment (the child process gets it, plus PORT). */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl: string | undefined;
  buyers: SoakAccount[];
  experts: SoakAccount[];
  gigs: SoakGig[];
  /** Drops the PostgreSQL database and removes the data folder. */
  dispose(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database as `npm start` leaves it on first start (migrated, demo marketplace seeded),
 * plus what the soak signs in with: the demo experts get a known password (up to a quarter of the
 * users are experts) and the rest of the `users` are new verified buyer accounts. Done here,
 * before the API starts, so the API is the only writer while the soak runs.
 */
export async function prepareWorld(
  kind: SoakDb,
  users: number,
  log: (line: string) => void,
): Promise<SoakWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), `qurious-soak-${kind}-`));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `qurious_soak_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://127.0.0.1:5500',
    // Every virtual user comes from its own address (X-Forwarded-For), as 200 people would.
    TRUST_PROXY: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const deps = await createDeps(loadConfig(env));
  try {
    await runSeeders(deps, (line) => log(`seed: ${line}`));
    const k = deps.db.kysely;
    const hash = await hashPassword(SOAK_PASSWORD);
    const expertRows = await k
      .selectFrom('expert_profiles as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['u.id', 'u.email'])
      .orderBy('e.user_name')
      .execute();
    await k
      .updateTable('users')
      .set({ password_hash: hash })
      .where(
        'id',
        'in',
        expertRows.map((r) => r.id),
      )
      .execute();
    const now = new Date().toISOString();
    const experts = expertRows.slice(0, Math.min(expertRows.length, Math.floor(users / 4)));
    const buyers: SoakAccount[] = Array.from({ length: users - experts.length }, (_, i) => ({
      id: randomUUID(),
      email: `soak-buyer-${i}@example.com`,
    }));
    for (let i = 0; i < buyers.length; i += 100) {
      await k
        .insertInto('users')
        .values(
          buyers.slice(i, i + 100).map((b, j) => ({
            id: b.id,
            name: `Soak Buyer ${i + j}`,
            username: `soak_buyer_${i + j}`,
            email: b.email,
            password_hash: hash,
            email_verified: 1,
            token_version: 0,
            profile_picture: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const packages = await k
      .selectFrom('gigs as g')
      .innerJoin('gig_packages as p', 'p.gig_id', 'g.id')
      .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
      .select(['g.id', 'g.title', 'e.user_name', 'p.tier', 'p.credits'])
      .where('g.active', '=', 1)
      .execute();
    const gigs = new Map<string, SoakGig>();
    for (const p of packages) {
      const gig = gigs.get(p.id) ?? {
        id: p.id,
        expertUserName: p.user_name,
        credits: { basic: 0, standard: 0, premium: 0 },
        words: p.title.split(/\s+/).filter((w) => w.length > 3),
      };
      gig.credits[p.tier] = p.credits;
      gigs.set(p.id, gig);
    }
    log(`${experts.length} experts, ${gigs.size} active gigs, ${buyers.length} buyers ready`);
    return {
      env,
      dataDir,
      databaseUrl,
      buyers,
      experts: experts.map((r) => ({ id: r.id, email: r.email })),
      gigs: [...gigs.values()],
      async dispose() {
        if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await deps.db.close();
  }
}
