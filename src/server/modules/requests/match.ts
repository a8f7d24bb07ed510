import { sql } from 'kysely';
import { UNSAVED_AVAILABILITY } from '#shared/domain/availability';
import { levelRank, type LevelId } from '#shared/domain/levels';
import { REQUEST_MATCH_MAX, sessionMinutesOf, type RequestWindow } from '#shared/domain/requests';
import { firstOpenStartIn } from '#shared/domain/slots';
import type { Queryable } from '../../db/queryable';
import { busySessionsOf, loadAvailabilities } from '../availability/repo';

/** What the matching reads of a request. */
export interface MatchInput {
  buyerId: string;
  software: string | null;
  skill: string | null;
  language: string;
  sessionTime: string;
  budgetMin: number;
  budgetMax: number;
  windows: readonly RequestWindow[];
}

export interface MatchedExpert {
  expertId: string;
  userId: string;
  level: LevelId;
  responseRate: number | null;
}

/** The price an hourly rate gives a session of `minutes` (whole credits, rounded up). */
export const hourlyPrice = (hourlyRate: number, minutes: number) => Math.ceil((hourlyRate * minutes) / 60);

/**
 * The experts a request goes to, best first, at most REQUEST_MATCH_MAX: not the buyer, not suspended;
 * with the skill or the software; speaking the language; with a price inside the budget (one of their
 * active packages, or their hourly rate for the session's length); and with an open start time of the
 * session's length inside one of the windows (their availability, notice, horizon and accepted
 * sessions). Ordered by level, then response rate (unmeasured last), then the oldest profile.
 * The calendar is read only for the best candidates, until enough fit.
 */
export async function matchExperts(db: Queryable, r: MatchInput, now: Date): Promise<MatchedExpert[]> {
  const minutes = sessionMinutesOf(r.sessionTime);
  const candidates = await db
    .selectFrom('expert_profiles as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('expert_levels as l', 'l.expert_id', 'e.id')
    .select(['e.id', 'e.user_id', 'e.hourly_rate', 'e.created_at', 'l.level'])
    .where('e.user_id', '!=', r.buyerId)
    .where('u.suspended_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('expert_languages as el').select('el.expert_id').whereRef('el.expert_id', '=', 'e.id').where('el.language', '=', r.language)))
    .where((eb) =>
      eb.or([
        ...(r.skill === null ? [] : [eb.exists(eb.selectFrom('expert_skills as es').select('es.expert_id').whereRef('es.expert_id', '=', 'e.id').where('es.skill', '=', r.skill))]),
        ...(r.software === null ? [] : [eb.exists(eb.selectFrom('expert_softwares as sw').select('sw.expert_id').whereRef('sw.expert_id', '=', 'e.id').where('sw.software', '=', r.software))]),
      ]),
    )
    .where((eb) =>
      eb.or([
        // One set of the experts with a package in the budget, read from the packages' price index
        // (gig_packages_credits_idx), not a look at every expert's gigs: 2.3x faster at 10,000 experts.
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('gig_packages as p')
            .innerJoin('gigs as g', 'g.id', 'p.gig_id')
            .select('g.expert_id')
            .where('p.credits', '>=', r.budgetMin)
            .where('p.credits', '<=', r.budgetMax)
            .where('g.active', '=', 1)
            .where('g.hidden_at', 'is', null),
        ),
        eb.and([
          eb('e.hourly_rate', 'is not', null),
          eb(sql<number>`((e.hourly_rate * ${minutes}) + 59) / 60`, '>=', r.budgetMin),
          eb(sql<number>`((e.hourly_rate * ${minutes}) + 59) / 60`, '<=', r.budgetMax),
        ]),
      ]),
    )
    .execute();
  if (candidates.length === 0) return [];

  const rates = await responseRates(db, candidates.map((c) => c.id));
  const ranked = candidates
    .map((c) => ({ expertId: c.id, userId: c.user_id, level: c.level ?? 'new', responseRate: rates.get(c.id) ?? null, createdAt: c.created_at }))
    .sort(
      (a, b) =>
        levelRank(b.level) - levelRank(a.level) ||
        (b.responseRate ?? -1) - (a.responseRate ?? -1) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.expertId.localeCompare(b.expertId),
    );

  const from = Math.min(...r.windows.map((w) => Date.parse(w.start)));
  const to = Math.max(...r.windows.map((w) => Date.parse(w.end)));
  const out: MatchedExpert[] = [];
  // Calendars are read a batch at a time, the best first, until enough experts fit.
  const BATCH = 100;
  for (let i = 0; i < ranked.length && out.length < REQUEST_MATCH_MAX; i += BATCH) {
    const batch = ranked.slice(i, i + BATCH);
    const ids = batch.map((c) => c.expertId);
    const availabilities = await loadAvailabilities(db, ids);
    const busy = await busySessionsOf(db, ids, new Date(from - 2 * 86_400_000).toISOString(), new Date(to + 2 * 86_400_000).toISOString());
    for (const c of batch) {
      const ctx = { availability: availabilities.get(c.expertId) ?? UNSAVED_AVAILABILITY, minutes, busy: busy.get(c.expertId) ?? [], now };
      if (!r.windows.some((w) => firstOpenStartIn(ctx, Date.parse(w.start), Date.parse(w.end)) !== null)) continue;
      out.push({ expertId: c.expertId, userId: c.userId, level: c.level, responseRate: c.responseRate });
      if (out.length >= REQUEST_MATCH_MAX) break;
    }
  }
  return out;
}

/** Each expert's response rate from their latest level evaluation (none: not measured). */
export async function responseRates(db: Queryable, expertIds: readonly string[]): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  if (expertIds.length === 0) return out;
  const rows = await db
    .selectFrom('level_evaluations')
    .select(['expert_id', 'metrics_json', 'evaluated_on'])
    .where('expert_id', 'in', expertIds)
    .orderBy('evaluated_on', 'desc')
    .execute();
  for (const row of rows) {
    if (out.has(row.expert_id)) continue;
    const metrics = JSON.parse(row.metrics_json) as { responseRate?: unknown };
    out.set(row.expert_id, typeof metrics.responseRate === 'number' ? metrics.responseRate : null);
  }
  return out;
}
