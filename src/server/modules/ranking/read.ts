import type { Db } from '../../db/database';
import type { KeywordSeries, RankingDay, RankingFigures, RankingGig, RankingResponse } from '#shared/contract/http/ranking';
import { KEYWORDS_PER_GIG, POSITION_DEPTH, RANKING_SERIES_DAYS } from '#shared/domain/ranking';
import { searchOrder } from '../search/service';

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const zero = (): RankingFigures => ({ impressions: 0, clicks: 0, bookings: 0 });
const add = (into: RankingFigures, r: RankingFigures) => {
  into.impressions += r.impressions;
  into.clicks += r.clicks;
  into.bookings += r.bookings;
};

/** The signed-in expert's gigs (through their profile), oldest first, with whether search shows them. */
export async function expertGigs(db: Db, expertUserId: string) {
  const rows = await db.kysely
    .selectFrom('gigs as g')
    .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
    .select(['g.id', 'g.title', 'g.active', 'g.hidden_at'])
    .where('e.user_id', '=', expertUserId)
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, listed: r.active === 1 && r.hidden_at === null }));
}

/**
 * Where each of `gigIds` stands for each keyword, through the search itself: one search per keyword
 * (a keyword several of the gigs share is searched once). Positions are 1-based; a gig absent from the
 * first POSITION_DEPTH results has none.
 */
export async function positionsFor(db: Db, keywords: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  for (const keyword of new Set(keywords)) {
    const { ids } = await searchOrder(db, keyword, POSITION_DEPTH);
    out.set(keyword, new Map(ids.map((id, i) => [id, i + 1])));
  }
  return out;
}

/**
 * The expert's ranking page: per gig, the keywords that showed it over the last 90 days (the most
 * impressions first), each with today's position and its 7, 30 and 90-day figures, and the gig's
 * daily series. Reads the expert's roll-up rows only, by the primary key's first column.
 */
export async function readRanking(db: Db, expertUserId: string, now: Date): Promise<RankingResponse> {
  const today = isoDay(now.getTime());
  const todayStart = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: RANKING_SERIES_DAYS }, (_, i) => isoDay(todayStart - (RANKING_SERIES_DAYS - 1 - i) * DAY_MS));
  const from = days[0] ?? today;
  const since7 = isoDay(todayStart - 6 * DAY_MS);
  const since30 = isoDay(todayStart - 29 * DAY_MS);
  const gigs = await expertGigs(db, expertUserId);
  const rows = await db.kysely
    .selectFrom('keyword_daily')
    .select(['gig_id', 'keyword', 'day', 'impressions', 'clicks', 'bookings'])
    .where('expert_id', '=', expertUserId)
    .where('day', '>=', from)
    .where('day', '<=', today)
    .execute();

  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const emptySeries = (): KeywordSeries => ({
    impressions: days.map(() => 0),
    clicks: days.map(() => 0),
    bookings: days.map(() => 0),
    positions: days.map(() => null),
  });
  type Totals = { d7: RankingFigures; d30: RankingFigures; d90: RankingFigures; series: KeywordSeries };
  const byGig = new Map<string, { keywords: Map<string, Totals>; series: Map<string, RankingFigures> }>();
  for (const r of rows) {
    let gig = byGig.get(r.gig_id);
    if (!gig) byGig.set(r.gig_id, (gig = { keywords: new Map(), series: new Map() }));
    let k = gig.keywords.get(r.keyword);
    if (!k) gig.keywords.set(r.keyword, (k = { d7: zero(), d30: zero(), d90: zero(), series: emptySeries() }));
    const i = dayIndex.get(r.day) ?? 0;
    k.series.impressions[i] = r.impressions;
    k.series.clicks[i] = r.clicks;
    k.series.bookings[i] = r.bookings;
    add(k.d90, r);
    if (r.day >= since30) add(k.d30, r);
    if (r.day >= since7) add(k.d7, r);
    const day = gig.series.get(r.day) ?? zero();
    add(day, r);
    gig.series.set(r.day, day);
  }

  const top = (gigId: string) =>
    [...(byGig.get(gigId)?.keywords ?? new Map<string, Totals>()).entries()]
      .sort(([ka, a], [kb, b]) => b.d90.impressions - a.d90.impressions || b.d90.clicks - a.d90.clicks || (ka < kb ? -1 : 1))
      .slice(0, KEYWORDS_PER_GIG);
  const listed = gigs.filter((g) => g.listed);
  const positions = await positionsFor(db, listed.flatMap((g) => top(g.id).map(([k]) => k)));
  const todays = listed.flatMap((g) => top(g.id).map(([keyword]) => ({ gig_id: g.id, keyword, position: positions.get(keyword)?.get(g.id) ?? null })));
  const history = await recordPositions(db, expertUserId, today, from, todays);
  for (const h of history) {
    const i = dayIndex.get(h.day);
    const k = byGig.get(h.gig_id)?.keywords.get(h.keyword);
    if (k && i !== undefined) k.series.positions[i] = h.position ?? 'beyond';
  }

  return {
    today,
    depth: POSITION_DEPTH,
    gigs: gigs.map((g): RankingGig => {
      const series = byGig.get(g.id)?.series;
      return {
        id: g.id,
        title: g.title,
        listed: g.listed,
        keywords: top(g.id).map(([keyword, t]) => ({ keyword, position: positions.get(keyword)?.get(g.id) ?? null, ...t })),
        series: days.map((day): RankingDay => ({ day, ...(series?.get(day) ?? zero()) })),
      };
    }),
  };
}

/**
 * Keeps today's positions (one row per gig, keyword and day; a second look the same day updates it),
 * forgets the expert's positions older than the trend, and answers the expert's positions since `from`.
 */
async function recordPositions(
  db: Db,
  expertUserId: string,
  today: string,
  from: string,
  rows: ReadonlyArray<{ gig_id: string; keyword: string; position: number | null }>,
) {
  if (rows.length > 0) {
    await db.kysely
      .insertInto('keyword_positions')
      .values(rows.map((r) => ({ expert_id: expertUserId, day: today, ...r })))
      .onConflict((oc) => oc.columns(['expert_id', 'day', 'gig_id', 'keyword']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
      .execute();
  }
  await db.kysely.deleteFrom('keyword_positions').where('expert_id', '=', expertUserId).where('day', '<', from).execute();
  return db.kysely
    .selectFrom('keyword_positions')
    .select(['gig_id', 'keyword', 'day', 'position'])
    .where('expert_id', '=', expertUserId)
    .where('day', '>=', from)
    .execute();
}
