import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { rowsOf } from './plan';

/** The languages experts with a listed gig speak, in English alphabetical order: what the Languages filter offers. */
export async function spokenLanguages(db: Db): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql<{ language: string }>`SELECT DISTINCT l.language FROM expert_languages l
      WHERE EXISTS (SELECT 1 FROM gig_search s WHERE s.expert_id = l.expert_id AND s.listed = 1)`,
  );
  return rows.map((r) => r.language).sort((a, b) => a.localeCompare(b, 'en'));
}
