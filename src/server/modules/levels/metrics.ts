import { LEVEL_RESPONSE_HOURS, LEVEL_STRIKE_WINDOW_DAYS, LEVEL_WINDOW_DAYS, type LevelMetrics } from '#shared/domain/levels';
import type { Queryable } from '../../db/queryable';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Settlement outcomes in which the expert was there: the session counts as delivered. */
const DELIVERED = ['completed', 'buyer_no_show'] as const;
/** Settlement outcomes the expert was due at (a session neither side held counts for neither). */
const DUE = ['completed', 'buyer_no_show', 'expert_no_show'] as const;

const emptyMetrics = (profileAgeDays: number): LevelMetrics => ({
  completedSessions: 0,
  distinctBuyers: 0,
  averageRating: null,
  responseRate: null,
  attendanceRate: null,
  expertCancellations: 0,
  profileAgeDays,
  recentStrikes: 0,
});

/**
 * Measures every expert's level metrics at `now`, one grouped query per metric (so the daily
 * evaluation reads the window once, however many experts there are). What the operations console
 * took away does not count: a hidden review is no rating. Keyed by the expert profile's id (bookings'
 * and reviews' `expert_id`).
 *
 * - Sessions: settlements in the window; delivered when the expert was there (completed, or the
 *   buyer did not come); attendance is delivered ÷ those the expert was due at (an expert no-show
 *   counts against it).
 * - Response: each conversation's first message from someone other than the expert, sent in the
 *   window; answered when the expert wrote in it within LEVEL_RESPONSE_HOURS. A first message younger
 *   than that and not yet answered is not counted either way.
 * - Strikes: disputes decided with a full refund to the buyer, warnings support gave the account on a
 *   report, and suspensions of the account, in the last LEVEL_STRIKE_WINDOW_DAYS.
 *
 * `only` (an expert profile's id) measures that expert alone, by the same rules: the levels page's
 * figures and preview.
 */
export async function measureExperts(db: Queryable, now: Date, only?: string): Promise<Map<string, LevelMetrics>> {
  const since = new Date(now.getTime() - LEVEL_WINDOW_DAYS * DAY_MS).toISOString();
  const strikesSince = new Date(now.getTime() - LEVEL_STRIKE_WINDOW_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();

  const experts = await db
    .selectFrom('expert_profiles')
    .select(['id', 'user_id', 'created_at'])
    .$if(only !== undefined, (q) => q.where('id', '=', only ?? ''))
    .execute();
  const metrics = new Map<string, LevelMetrics>();
  /** Conversations and suspensions name the expert's account: its profile, for them. */
  const profileOfUser = new Map<string, string>();
  for (const e of experts) {
    metrics.set(e.id, emptyMetrics(Math.max(0, Math.floor((now.getTime() - Date.parse(e.created_at)) / DAY_MS))));
    profileOfUser.set(e.user_id, e.id);
  }
  const of = (expertId: string) => metrics.get(expertId);

  const sessions = await db
    .selectFrom('session_settlements as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .where('s.settled_at', '>=', since)
    .where('s.settled_at', '<=', until)
    .where('s.outcome', 'in', DUE)
    .$if(only !== undefined, (q) => q.where('b.expert_id', '=', only ?? ''))
    .select(['b.expert_id', 'b.buyer_id', 's.outcome'])
    .execute();
  const buyers = new Map<string, Set<string>>();
  const due = new Map<string, number>();
  for (const s of sessions) {
    const m = of(s.expert_id);
    if (!m) continue;
    due.set(s.expert_id, (due.get(s.expert_id) ?? 0) + 1);
    if (!(DELIVERED as readonly string[]).includes(s.outcome)) continue;
    m.completedSessions += 1;
    buyers.set(s.expert_id, (buyers.get(s.expert_id) ?? new Set()).add(s.buyer_id));
  }
  for (const [expertId, count] of due) {
    const m = of(expertId);
    if (!m) continue;
    m.distinctBuyers = buyers.get(expertId)?.size ?? 0;
    m.attendanceRate = m.completedSessions / count;
  }

  const ratings = await db
    .selectFrom('reviews')
    .where('created_at', '>=', since)
    .where('created_at', '<=', until)
    .where('hidden_at', 'is', null)
    .$if(only !== undefined, (q) => q.where('expert_id', '=', only ?? ''))
    .select((eb) => ['expert_id', eb.fn.avg('rating').as('average')])
    .groupBy('expert_id')
    .execute();
  for (const r of ratings) {
    const m = of(r.expert_id);
    if (m) m.averageRating = Math.round(Number(r.average) * 100) / 100;
  }

  const cancellations = only === undefined ? await cancellationsOfAll(db, since, until) : await cancellationsOf(db, only, since, until);
  for (const c of cancellations) {
    const m = of(c.expert_id);
    if (m) m.expertCancellations += Number(c.count);
  }

  const onlyUser = only === undefined ? undefined : (experts[0]?.user_id ?? '');
  await measureResponses(db, metrics, profileOfUser, since, now, onlyUser);

  const refunds = await db
    .selectFrom('disputes as d')
    .innerJoin('bookings as b', 'b.id', 'd.booking_id')
    .where('d.outcome', '=', 'refund')
    .where('d.decided_at', '>=', strikesSince)
    .where('d.decided_at', '<=', until)
    .$if(only !== undefined, (q) => q.where('b.expert_id', '=', only ?? ''))
    .select((eb) => ['b.expert_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('b.expert_id')
    .execute();
  const suspensions = await db
    .selectFrom('account_suspensions')
    .where('suspended_at', '>=', strikesSince)
    .where('suspended_at', '<=', until)
    .$if(onlyUser !== undefined, (q) => q.where('user_id', '=', onlyUser ?? ''))
    .select((eb) => ['user_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('user_id')
    .execute();
  // A report support closed with a warning to the reported account (reports/triage.ts).
  const warnings = await db
    .selectFrom('user_reports')
    .where('outcome', '=', 'warn')
    .where('closed_at', '>=', strikesSince)
    .where('closed_at', '<=', until)
    .$if(onlyUser !== undefined, (q) => q.where('reported_id', '=', onlyUser ?? ''))
    .select((eb) => ['reported_id as user_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('reported_id')
    .execute();
  const ofAccount = (x: { user_id: string; count: number | string }) => ({ expert_id: profileOfUser.get(x.user_id) ?? '', count: x.count });
  for (const s of [...refunds, ...suspensions.map(ofAccount), ...warnings.map(ofAccount)]) {
    const m = of(s.expert_id);
    if (m) m.recentStrikes += Number(s.count);
  }
  return metrics;
}

/** Bookings the experts cancelled in the window, counted per expert: one grouped read over every booking event. */
function cancellationsOfAll(db: Queryable, since: string, until: string) {
  return db
    .selectFrom('booking_events as e')
    .innerJoin('bookings as b', 'b.id', 'e.booking_id')
    .where('e.to_stage', '=', 'cancelled')
    .where('e.actor', '=', 'expert')
    .where('e.created_at', '>=', since)
    .where('e.created_at', '<=', until)
    .select((eb) => ['b.expert_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('b.expert_id')
    .execute();
}

/**
 * One expert's cancellations, a count per booking of theirs. The events are read through each of
 * the expert's bookings (a subquery per row, which neither database turns into a join): as a join,
 * PostgreSQL without fresh statistics scanned every booking event and probed a booking for each
 * (1.9 s at 500,000 bookings).
 */
function cancellationsOf(db: Queryable, expertId: string, since: string, until: string) {
  return db
    .selectFrom('bookings as b')
    .where('b.expert_id', '=', expertId)
    .select((eb) => [
      'b.expert_id',
      eb
        .selectFrom('booking_events as e')
        .whereRef('e.booking_id', '=', 'b.id')
        .where('e.to_stage', '=', 'cancelled')
        .where('e.actor', '=', 'expert')
        .where('e.created_at', '>=', since)
        .where('e.created_at', '<=', until)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('count'),
    ])
    .execute();
}

type FirstMessage = { conversation_id: string; expert_id: string; seq: number; created_at: string | null };

/** Each conversation's first message from someone other than the expert (every expert), with when it was sent if in the window. */
async function firstMessagesOfAll(db: Queryable, since: string): Promise<FirstMessage[]> {
  const firsts = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', 'cm.conversation_id', 'm.conversation_id')
    .innerJoin('expert_profiles as e', 'e.user_id', 'cm.user_id')
    .whereRef('m.sender_id', '<>', 'cm.user_id')
    .select((eb) => ['m.conversation_id', 'cm.user_id as expert_id', eb.fn.min<number>('m.seq').as('seq')])
    .groupBy(['m.conversation_id', 'cm.user_id'])
    .execute();
  if (firsts.length === 0) return [];
  const sent = await db.selectFrom('messages').where('created_at', '>=', since).select(['conversation_id', 'seq', 'created_at']).execute();
  const sentAt = new Map(sent.map((m) => [`${m.conversation_id}:${m.seq}`, m.created_at]));
  return firsts.map((f) => ({ ...f, seq: Number(f.seq), created_at: sentAt.get(`${f.conversation_id}:${Number(f.seq)}`) ?? null }));
}

/**
 * The same for one expert (their account `userId`), read through each of their conversations: the
 * first message and its time as subqueries per conversation, which walk the (conversation, seq)
 * index. As a grouped join, PostgreSQL without fresh statistics merged the whole messages index
 * (2.8 s at 500,000 messages), and the times of the window's messages scanned the table (0.3 s).
 */
async function firstMessagesOf(db: Queryable, userId: string, since: string): Promise<FirstMessage[]> {
  const rows = await db
    .selectFrom('conversation_members as cm')
    .where('cm.user_id', '=', userId)
    .select((eb) => {
      const first = () => eb.selectFrom('messages as m').whereRef('m.conversation_id', '=', 'cm.conversation_id').whereRef('m.sender_id', '<>', 'cm.user_id').orderBy('m.seq').limit(1);
      return ['cm.conversation_id', 'cm.user_id as expert_id', first().select('m.seq').as('seq'), first().select('m.created_at').as('created_at')];
    })
    .execute();
  return rows.flatMap((r) => (r.seq === null ? [] : [{ ...r, seq: Number(r.seq), created_at: r.created_at !== null && r.created_at >= since ? r.created_at : null }]));
}

/** The response rate (see measureExperts), from each conversation's first message to an expert and the expert's first answer. */
async function measureResponses(
  db: Queryable,
  metrics: Map<string, LevelMetrics>,
  profileOfUser: ReadonlyMap<string, string>,
  since: string,
  now: Date,
  onlyUser?: string,
): Promise<void> {
  const firsts = onlyUser === undefined ? await firstMessagesOfAll(db, since) : await firstMessagesOf(db, onlyUser, since);
  if (firsts.length === 0) return;
  const answered = await db
    .selectFrom('messages as m')
    .innerJoin('expert_profiles as e', 'e.user_id', 'm.sender_id')
    .select(['m.conversation_id', 'm.sender_id as expert_id', 'm.seq', 'm.created_at'])
    .where('m.created_at', '>=', since)
    .$if(onlyUser !== undefined, (q) => q.where('m.sender_id', '=', onlyUser ?? ''))
    .execute();
  const replies = new Map<string, Array<{ seq: number; at: number }>>();
  for (const a of answered) {
    const key = `${a.conversation_id}:${a.expert_id}`;
    replies.set(key, [...(replies.get(key) ?? []), { seq: a.seq, at: Date.parse(a.created_at) }]);
  }
  const tally = new Map<string, { asked: number; answered: number }>();
  for (const f of firsts) {
    if (f.created_at === null) continue; // sent before the window
    const askedAt = Date.parse(f.created_at);
    const deadline = askedAt + LEVEL_RESPONSE_HOURS * HOUR_MS;
    const inTime = (replies.get(`${f.conversation_id}:${f.expert_id}`) ?? []).some((r) => r.seq > f.seq && r.at <= deadline);
    if (!inTime && deadline > now.getTime()) continue; // still has time to answer
    const t = tally.get(f.expert_id) ?? { asked: 0, answered: 0 };
    t.asked += 1;
    if (inTime) t.answered += 1;
    tally.set(f.expert_id, t);
  }
  for (const [userId, t] of tally) {
    const m = metrics.get(profileOfUser.get(userId) ?? '');
    if (m) m.responseRate = t.answered / t.asked;
  }
}
