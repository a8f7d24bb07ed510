/**
 * The totals of broad keyword searches on PostgreSQL (the planner expects BROAD_MATCHES or more),
 * remembered for half a minute. Counting 25,000 matches reads every heap page that holds one (about
 * 15 ms); the pages and Top Experts are always read fresh, so only a total of many thousands may lag
 * a gig listed or withdrawn in the last 30 seconds, as result counts of large searches do elsewhere.
 */
const TTL_MS = 30_000;
const KEPT = 1000;
const counts = new Map<string, { n: number; at: number }>();

export async function rememberedCount(key: string, count: () => Promise<number>): Promise<number> {
  const known = counts.get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.n;
  const n = await count();
  counts.delete(key);
  counts.set(key, { n, at: Date.now() });
  if (counts.size > KEPT) counts.delete(counts.keys().next().value ?? key);
  return n;
}

/** Forgets every remembered total (the benchmark measures first searches with it). */
export function forgetRememberedCounts(): void {
  counts.clear();
}
