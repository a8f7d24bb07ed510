import type { LevelId } from '#shared/domain/levels';
import type { Queryable } from '../../db/queryable';

/** The level an expert holds (their profile's id): New until an evaluation gave them another. */
export async function heldLevel(db: Queryable, expertId: string): Promise<LevelId> {
  const row = await db.selectFrom('expert_levels').select('level').where('expert_id', '=', expertId).executeTakeFirst();
  return row?.level ?? 'new';
}
