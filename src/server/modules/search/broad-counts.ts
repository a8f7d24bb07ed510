/**
 * The totals of broad keyword searches on PostgreSQL (the planner expects BROAD_MATCHES or more),
 * remembered for half a minute. Counting 25,000 matches reads every heap page that holds one (about
 * 15 ms); the pages and Top Experts are always read fresh, so only a total of many thousands may lag
 * a gig listed or withdrawn in the last 30 seconds, as result counts of large searches do elsewhere.
 */
const TTL_MS = 30_000;
const KEPT = 1000;
/** Per database (a process may hold more than one: the tests, the benchmarks), by query. */
interface Remembered {
  n: number;
  at: number;
}
const countsByDb = new WeakMap<object, Map<string, Remembered>>();

export async function rememberedCount(db: object, key: string, count: () => Promise<number>): Promise<number> {
  let counts = countsByDb.get(db);
  if (!counts) {
    counts = new Map<string, Remembered>();
    countsByDb.set(db, counts);
  }
  const known = counts.get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.n;
  const n = await count();
  counts.delete(key);
  counts.set(key, { n, at: Date.now() });
  if (counts.size > KEPT) counts.delete(counts.keys().next().value ?? key);
  return n;
}

/** Forgets every remembered total of a database. */
export function forgetRememberedCounts(db: object): void {
  countsByDb.delete(db);
}
