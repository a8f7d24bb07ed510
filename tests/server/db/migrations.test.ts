import { describe, expect, it } from 'vitest';
import { Migrator, NO_MIGRATIONS, type MigrationProvider } from 'kysely/migration';
import { migrations } from '#server/db/migrations/index';
import { migrateToLatest } from '#server/db/migrate';
import { createTestDb, testDbKind } from '../../helpers/test-db';

const provider: MigrationProvider = { getMigrations: async () => migrations };

describe(`migrations on ${testDbKind()}`, () => {
  it('apply in order, roll all the way down and apply again', async () => {
    const db = await createTestDb();
    try {
      const migrator = new Migrator({ db: db.kysely, provider });
      const applied = (await migrator.getMigrations()).filter((m) => m.executedAt);
      expect(applied.map((m) => m.name)).toEqual(Object.keys(migrations).sort());
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
      expect(tables.filter((t) => !t.startsWith('kysely_'))).toEqual([]);
      expect(await migrateToLatest(db.kysely)).toEqual(Object.keys(migrations).sort());
    } finally {
      await db.close();
    }
  });

  it('are a no-op when the database is up to date', async () => {
    const db = await createTestDb();
    try {
      expect(await migrateToLatest(db.kysely)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
