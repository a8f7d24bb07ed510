import { createTestApp, type TestApp } from '../tests/helpers/test-app';

type Figures = Record<string, number | string>;

/**
 * Runs `measure` on the real API built on SQLite, then on PostgreSQL (TEST_DB set for each, as the
 * server suites do), closing each app after; answers the figures of both, each keyed by its database.
 */
export async function onEachTestApp(measure: (t: TestApp, kind: 'sqlite' | 'postgres') => Promise<Figures>): Promise<Figures> {
  const out: Figures = {};
  const before = process.env.TEST_DB;
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      process.env.TEST_DB = kind;
      const t = await createTestApp();
      try {
        for (const [name, value] of Object.entries(await measure(t, kind))) out[`${kind}: ${name}`] = value;
      } finally {
        await t.close();
      }
    }
  } finally {
    if (before === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = before;
  }
  return out;
}
