import pg from 'pg';

/** The PostgreSQL the server suites use (PG_ADMIN_URL, else the local server with trust auth). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the same server. */
export const pgUrlOf = (name: string) => PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

/** Runs `work` on a fresh connection to the admin database, then hangs up. */
export async function pgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to 10 s) until no session is connected to a database: pg's pool.end() resolves
 * before the server has seen its clients hang up, and copying or dropping a database needs it idle.
 */
export async function waitUntilIdle(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
