import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache';

describe('cachingStatements', () => {
  it('prepares each SQL text once and keeps a bounded number, the least recently used leaving first', () => {
    const db = cachingStatements(new SQLite(':memory:'), 2);
    const one = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(one);
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });

  it('answers through Kysely as before, also after the schema changes under a kept statement', async () => {
    const kysely = new Kysely<{ t: { a: number; b?: number } }>({ dialect: new SqliteDialect({ database: cachingStatements(new SQLite(':memory:')) }) });
    await sql`create table t (a integer)`.execute(kysely);
    await kysely.insertInto('t').values({ a: 1 }).execute();
    await kysely.insertInto('t').values({ a: 2 }).execute();
    const all = () => kysely.selectFrom('t').selectAll().orderBy('a').execute();
    expect(await all()).toEqual([{ a: 1 }, { a: 2 }]);
    await sql`alter table t add column b integer default 7`.execute(kysely);
    expect(await all()).toEqual([{ a: 1, b: 7 }, { a: 2, b: 7 }]);
    const inserted = await kysely.insertInto('t').values({ a: 3 }).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    await kysely.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ a: 4 }).execute();
      expect((await trx.selectFrom('t').select('a').where('a', '>', 2).execute()).map((r) => r.a)).toEqual([3, 4]);
    });
    await kysely.destroy();
  });
});
