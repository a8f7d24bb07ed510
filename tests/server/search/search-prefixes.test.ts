import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as prefixes from '#server/db/migrations/0504_search_prefixes';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { searchIds } from '../../helpers/search-data';

/**
 * Migration 0504: the SQLite text index answers prefixes of two to eight letters from its own
 * prefix index, and rebuilding it (up, down, up) keeps every listed gig findable by every prefix.
 */
let t: TestApp;
let gig: string;
const TYPED = ['de', 'des', 'desi', 'desig', 'design', 'designe', 'designer', 'designers'];

beforeAll(async () => {
  t = await createTestApp();
  const expert = await createTestExpert(t, { userName: 'prefix_pia' });
  gig = await createTestGig(t, expert, { title: 'Designers portfolio review in one call', softwares: ['Figma'] });
});
afterAll(async () => t?.close());

const raw = () => t.db.kysely as unknown as Kysely<unknown>;

async function prefixOption(): Promise<string | null> {
  if (t.db.kind !== 'sqlite') return null;
  const row = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'gig_fts'`.execute(raw());
  return /prefix = '([^']+)'/.exec(row.rows[0]?.sql ?? '')?.[1] ?? null;
}

async function everyPrefixFinds(): Promise<void> {
  for (const keyword of TYPED) expect(await searchIds(t, { keyword }), keyword).toContain(gig);
}

describe('the text index’s prefixes', () => {
  it('are indexed from two to eight letters on SQLite (PostgreSQL keeps its GIN index)', async () => {
    expect(await prefixOption()).toBe(t.db.kind === 'sqlite' ? '2 3 4 5 6 7 8' : null);
    await everyPrefixFinds();
  });

  it('survive the migration run down and up again with the gigs still found', async () => {
    await prefixes.down(raw());
    expect(await prefixOption()).toBe(t.db.kind === 'sqlite' ? '2 3' : null);
    await everyPrefixFinds();
    await prefixes.up(raw());
    expect(await prefixOption()).toBe(t.db.kind === 'sqlite' ? '2 3 4 5 6 7 8' : null);
    await everyPrefixFinds();
  });
});
