import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareQuery } from './prepared';
import type { Database } from './schema';

async function gigsDb(): Promise<{ db: Kysely<Database>; compiled: CompiledQuery[] }> {
  const compiled: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    log: (event) => void compiled.push(event.query),
  });
  await sql`create table gigs (id text primary key, expert_id text, title text, active integer)`.execute(db);
  await sql`insert into gigs values ('g1', 'e1', 'One', 1), ('g2', 'e1', 'Two', 0), ('g3', 'e2', 'Three', 1)`.execute(db);
  compiled.length = 0;
  return { db, compiled };
}

const activeOfExpert = prepareQuery<{ expertId: string; after: string }, { id: string; title: string }>((db, p) =>
  db
    .selectFrom('gigs')
    .select(['id', 'title'])
    .where('expert_id', '=', p.expertId)
    .where('active', '=', 1)
    .where('id', '>', p.after)
    .orderBy('id'),
);

describe('prepareQuery', () => {
  it('binds each call’s parameters in place of the stand-ins and keeps the query’s own constants', async () => {
    const { db, compiled } = await gigsDb();
    expect(await activeOfExpert.all(db, { expertId: 'e1', after: '' })).toEqual([{ id: 'g1', title: 'One' }]);
    expect(await activeOfExpert.all(db, { expertId: 'e2', after: '' })).toEqual([{ id: 'g3', title: 'Three' }]);
    expect(await activeOfExpert.first(db, { expertId: 'e2', after: 'g3' })).toBeUndefined();
    expect(compiled.map((q) => q.parameters)).toEqual([
      ['e1', 1, ''],
      ['e2', 1, ''],
      ['e2', 1, 'g3'],
    ]);
    // One SQL text, compiled once for this database.
    expect(new Set(compiled.map((q) => q.sql)).size).toBe(1);
    expect(compiled[0]?.sql).toBe('select "id", "title" from "gigs" where "expert_id" = ? and "active" = ? and "id" > ? order by "id"');
    await db.destroy();
  });

  it('compiles for each database on its own (each dialect writes its own SQL)', async () => {
    const first = await gigsDb();
    const second = await gigsDb();
    expect(await activeOfExpert.first(first.db, { expertId: 'e1', after: '' })).toEqual({ id: 'g1', title: 'One' });
    expect(await activeOfExpert.first(second.db, { expertId: 'e2', after: '' })).toEqual({ id: 'g3', title: 'Three' });
    await first.db.destroy();
    await second.db.destroy();
  });

  it('refuses a parameter written into the SQL text instead of bound', async () => {
    const { db } = await gigsDb();
    const spliced = prepareQuery<{ column: string }, { id: string }>((k, p) => k.selectFrom('gigs').select(sql.raw<string>(p.column).as('id')));
    await expect(spliced.all(db, { column: 'title' })).rejects.toThrow('prepared query parameter "column" was written into the SQL text');
    await db.destroy();
  });
});
