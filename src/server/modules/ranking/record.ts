import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnalyticsEventsTable } from '../analytics/tables';
import type { KeywordImpression } from '../analytics/resolve';
import type { KeywordDailyTable, KeywordEventsTable } from './tables';

const DAY_MS = 86_400_000;
/** A booking request counts for the keyword that last showed its gig to its buyer in this many days. */
export const BOOKING_ATTRIBUTION_DAYS = 30;
const CHUNK = 250;

type Db = Kysely<Database>;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Writes new keyword events (a repeat is dropped by the key) and adds exactly the new ones to the roll-ups. */
async function insertEvents(db: Db, rows: readonly KeywordEventsTable[]): Promise<number> {
  let counted = 0;
  for (const chunk of chunks(rows)) {
    counted += await db.transaction().execute(async (trx) => {
      const fresh = await trx
        .insertInto('keyword_events')
        .values(chunk)
        .onConflict((oc) => oc.columns(['day', 'kind', 'gig_id', 'keyword', 'visitor']).doNothing())
        .returning(['day', 'kind', 'gig_id', 'keyword', 'expert_id'])
        .execute();
      await addToKeywordRollups(trx, fresh);
      return fresh.length;
    });
  }
  return counted;
}

/** Adds counted events to their gig's keyword day (a new day's row is inserted, an existing one incremented). */
export async function addToKeywordRollups(
  db: Db | Transaction<Database>,
  events: ReadonlyArray<Pick<KeywordEventsTable, 'day' | 'kind' | 'gig_id' | 'keyword' | 'expert_id'>>,
): Promise<void> {
  const rows = new Map<string, KeywordDailyTable>();
  for (const e of events) {
    const key = `${e.expert_id}|${e.day}|${e.gig_id}|${e.keyword}`;
    const row = rows.get(key) ?? { expert_id: e.expert_id, gig_id: e.gig_id, keyword: e.keyword, day: e.day, impressions: 0, clicks: 0, bookings: 0 };
    if (e.kind === 'impression') row.impressions += 1;
    else if (e.kind === 'click') row.clicks += 1;
    else row.bookings += 1;
    rows.set(key, row);
  }
  for (const chunk of chunks([...rows.values()])) {
    await db
      .insertInto('keyword_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['expert_id', 'day', 'gig_id', 'keyword']).doUpdateSet({
          impressions: sql<number>`keyword_daily.impressions + excluded.impressions`,
          clicks: sql<number>`keyword_daily.clicks + excluded.clicks`,
          bookings: sql<number>`keyword_daily.bookings + excluded.bookings`,
        }),
      )
      .execute();
  }
}

/** For each ask, the keyword of the visitor's latest impression of the gig from `from` (a day) to `until` (an instant). */
async function lastKeywords(db: Db, wanted: ReadonlyArray<{ visitor: string; gig: string; from: string; until: string }>): Promise<Array<string | null>> {
  const found: Array<string | null> = [];
  for (const chunk of chunks(wanted, 200)) {
    const rows = await db
      .selectFrom('keyword_events')
      .select(['visitor', 'gig_id', 'keyword', 'day', 'created_at'])
      .where('kind', '=', 'impression')
      .where('visitor', 'in', [...new Set(chunk.map((w) => w.visitor))])
      .where('gig_id', 'in', [...new Set(chunk.map((w) => w.gig))])
      .where('day', '>=', chunk.reduce((m, w) => (w.from < m ? w.from : m), chunk[0]?.from ?? ''))
      .execute();
    for (const w of chunk) {
      let best: { keyword: string; at: string } | null = null;
      for (const r of rows) {
        if (r.visitor !== w.visitor || r.gig_id !== w.gig || r.day < w.from || r.created_at > w.until) continue;
        if (!best || r.created_at > best.at) best = { keyword: r.keyword, at: r.created_at };
      }
      found.push(best?.keyword ?? null);
    }
  }
  return found;
}

/**
 * The ranking's share of an analytics flush: the batch's keyword impressions, then its gig views
 * as clicks (the same visitor, the same day, the keyword that last showed them the gig) and its booking
 * requests as bookings (the buyer signed in, shown the gig for a keyword in the 30 days before).
 * A visitor who searched without an account and booked after signing in is not linked: the hash of
 * an anonymous visitor is never tied to an account.
 */
export async function recordKeywordEvents(db: Db, impressions: readonly KeywordImpression[], events: readonly AnalyticsEventsTable[]): Promise<void> {
  if (impressions.length > 0) await insertEvents(db, impressions.map((i) => ({ ...i, kind: 'impression' as const })));

  const views = events.filter((e) => e.kind === 'gig_view' && e.gig_id !== '');
  const requests = events.filter((e) => e.kind === 'requested' && e.gig_id !== '');
  if (views.length === 0 && requests.length === 0) return;

  const buyers = new Map<string, string>();
  for (const ids of chunks(requests.map((r) => r.visitor.slice(2)))) {
    for (const b of await db.selectFrom('bookings').select(['id', 'buyer_id']).where('id', 'in', ids).execute()) buyers.set(b.id, b.buyer_id);
  }
  const asks = [
    ...views.map((v) => ({ event: v, visitor: v.visitor, from: v.day })),
    ...requests.flatMap((r) => {
      const buyer = buyers.get(r.visitor.slice(2));
      return buyer ? [{ event: r, visitor: `u:${buyer}`, from: dayBefore(r.day, BOOKING_ATTRIBUTION_DAYS) }] : [];
    }),
  ];
  const keywords = await lastKeywords(
    db,
    asks.map((a) => ({ visitor: a.visitor, gig: a.event.gig_id, from: a.from, until: a.event.created_at })),
  );
  const rows: KeywordEventsTable[] = asks.flatMap((a, i) => {
    const keyword = keywords[i];
    if (!keyword) return [];
    const e = a.event;
    return [{ day: e.day, kind: e.kind === 'gig_view' ? 'click' : 'booking', gig_id: e.gig_id, keyword, visitor: e.visitor, expert_id: e.expert_id, created_at: e.created_at }];
  });
  if (rows.length > 0) await insertEvents(db, rows);
}
