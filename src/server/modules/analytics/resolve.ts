import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TokenService } from '../users/tokens';
import { isBot, visitorKey } from './visitor';
import type { AnalyticsEventsTable } from './tables';

/** What a request leaves in the buffer: raw strings only, everything else is worked out at flush. */
export interface VisitSeen {
  type: 'visit';
  kind: 'impression' | 'gig_view' | 'profile_view' | 'contact';
  /** The gigs it is about (a search page's results), or none for an expert's page. */
  gigIds: readonly string[];
  /** A search's words (keywordTerms joined by a space) when the impression is of a search with words. */
  keyword: string | null;
  /** The expert whose page it is about: their profile id, or their userName as the client sent it. */
  expert: { profileId: string } | { userName: string } | null;
  /** The caller when the route already knows them; otherwise their bearer token, checked at flush. */
  userId: string | null;
  token: string | null;
  ip: string;
  userAgent: string | undefined;
  at: Date;
}

export interface BookingSeen {
  type: 'booking';
  kind: 'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'reviewed';
  bookingId: string;
  rating: number;
  at: Date;
}

export type Seen = VisitSeen | BookingSeen;

/** An impression of a gig for a search's words, as the ranking counts it (modules/ranking). */
export type KeywordImpression = Pick<AnalyticsEventsTable, 'day' | 'expert_id' | 'gig_id' | 'visitor' | 'created_at'> & { keyword: string };

export interface ResolvedEvents {
  events: AnalyticsEventsTable[];
  impressions: KeywordImpression[];
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

/**
 * Turns buffered events into the rows to count: robots dropped, callers identified by their token,
 * gigs and bookings attributed to their expert, and the expert's own visits dropped. Duplicates
 * within the batch are left to the table's unique key.
 */
export async function resolveEvents(
  db: Kysely<Database>,
  tokens: TokenService,
  secret: string,
  batch: readonly Seen[],
): Promise<ResolvedEvents> {
  const visits = batch.filter((e): e is VisitSeen => e.type === 'visit' && !isBot(e.userAgent));
  const bookings = batch.filter((e): e is BookingSeen => e.type === 'booking');

  const gigIds = [...new Set(visits.flatMap((v) => v.gigIds))];
  const gigExpert = new Map<string, string>();
  for (const ids of chunks(gigIds)) {
    const rows = await db
      .selectFrom('gigs as g')
      .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
      .select(['g.id', 'e.user_id'])
      .where('g.id', 'in', ids)
      .execute();
    for (const r of rows) gigExpert.set(r.id, r.user_id);
  }

  const profileIds = [...new Set(visits.flatMap((v) => (v.expert && 'profileId' in v.expert ? [v.expert.profileId] : [])))];
  const userNames = [...new Set(visits.flatMap((v) => (v.expert && 'userName' in v.expert ? [v.expert.userName.toLowerCase()] : [])))];
  const profileUser = new Map<string, string>();
  const nameUser = new Map<string, string>();
  for (const ids of chunks(profileIds)) {
    for (const r of await db.selectFrom('expert_profiles').select(['id', 'user_id']).where('id', 'in', ids).execute()) profileUser.set(r.id, r.user_id);
  }
  for (const names of chunks(userNames)) {
    const rows = await db
      .selectFrom('expert_profiles')
      .select(['user_name', 'user_id'])
      .where((eb) => eb(eb.fn('lower', ['user_name']), 'in', names))
      .execute();
    for (const r of rows) nameUser.set(r.user_name.toLowerCase(), r.user_id);
  }
  const expertOf = (v: VisitSeen): string | undefined =>
    !v.expert ? undefined : 'profileId' in v.expert ? profileUser.get(v.expert.profileId) : nameUser.get(v.expert.userName.toLowerCase());

  const bookingIds = [...new Set(bookings.map((b) => b.bookingId))];
  const bookingRows = new Map<string, { gig_id: string | null; user_id: string; credits: number; created_at: string }>();
  for (const ids of chunks(bookingIds)) {
    const rows = await db
      .selectFrom('bookings as b')
      .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
      .select(['b.id', 'b.gig_id', 'e.user_id', 'b.credits', 'b.created_at'])
      .where('b.id', 'in', ids)
      .execute();
    for (const r of rows) bookingRows.set(r.id, r);
  }
  // When each transition happened, as the bookings module wrote it (the announcement comes later).
  const movedAt = new Map<string, string>();
  for (const ids of chunks(bookingIds)) {
    const rows = await db.selectFrom('booking_events').select(['booking_id', 'to_stage', 'created_at']).where('booking_id', 'in', ids).execute();
    for (const r of rows) movedAt.set(`${r.booking_id}|${r.to_stage}`, r.created_at);
  }

  const verified = new Map<string, string | null>();
  const userOf = async (v: VisitSeen): Promise<string | null> => {
    if (v.userId || !v.token) return v.userId;
    if (!verified.has(v.token)) verified.set(v.token, (await tokens.verify(v.token))?.userId ?? null);
    return verified.get(v.token) ?? null;
  };

  const out: AnalyticsEventsTable[] = [];
  const impressions: KeywordImpression[] = [];
  for (const v of visits) {
    const day = v.at.toISOString().slice(0, 10);
    const userId = await userOf(v);
    const visitor = visitorKey({ userId, day, ip: v.ip, userAgent: v.userAgent ?? '', secret });
    const subjects = v.gigIds.length > 0 ? v.gigIds.map((g) => ({ gig: g, expert: gigExpert.get(g) })) : [{ gig: '', expert: expertOf(v) }];
    for (const s of subjects) {
      if (!s.expert || s.expert === userId) continue;
      out.push({ day, kind: v.kind, expert_id: s.expert, gig_id: s.gig, visitor, value: 0, created_at: v.at.toISOString() });
      if (v.keyword && s.gig) impressions.push({ day, expert_id: s.expert, gig_id: s.gig, visitor, keyword: v.keyword, created_at: v.at.toISOString() });
    }
  }
  for (const b of bookings) {
    const row = bookingRows.get(b.bookingId);
    if (!row) continue;
    const at = new Date(movedAt.get(`${b.bookingId}|${b.kind}`) ?? b.at.toISOString());
    const waited = Math.max(0, Math.round((at.getTime() - Date.parse(row.created_at)) / 1000));
    const value = b.kind === 'completed' ? row.credits : b.kind === 'reviewed' ? b.rating : b.kind === 'accepted' || b.kind === 'declined' ? waited : 0;
    out.push({
      day: at.toISOString().slice(0, 10),
      kind: b.kind,
      expert_id: row.user_id,
      gig_id: row.gig_id ?? '',
      visitor: `b:${b.bookingId}`,
      value,
      created_at: at.toISOString(),
    });
  }
  return { events: out, impressions };
}
