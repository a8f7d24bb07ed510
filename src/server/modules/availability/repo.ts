import type { DbKind } from '../../db/database';
import { availabilitySchema, type Availability } from '#shared/domain/availability';
import type { BookingStage } from '#shared/domain/booking';
import { occupiedMinutes, type BusySession } from '#shared/domain/slots';
import type { Queryable, Tx } from '../../db/queryable';
import type { ExpertAvailabilityTable } from './tables';

/** The stages in which a booking holds its time in the expert's calendar. */
export const OCCUPYING_STAGES: readonly BookingStage[] = ['accepted'];

/** The expert's saved availability, or null when they have not saved any. */
export async function loadAvailability(db: Queryable, expertId: string): Promise<Availability | null> {
  const row = await db.selectFrom('expert_availability').selectAll().where('expert_id', '=', expertId).executeTakeFirst();
  return row ? availabilityOfRow(row) : null;
}

/** Several experts' saved availabilities at once, keyed by expert id (those who saved none are absent). */
export async function loadAvailabilities(db: Queryable, expertIds: readonly string[]): Promise<Map<string, Availability>> {
  const out = new Map<string, Availability>();
  if (expertIds.length === 0) return out;
  const rows = await db.selectFrom('expert_availability').selectAll().where('expert_id', 'in', expertIds).execute();
  for (const row of rows) {
    const a = availabilityOfRow(row);
    if (a) out.set(row.expert_id, a);
  }
  return out;
}

function availabilityOfRow(row: ExpertAvailabilityTable): Availability | null {
  const parsed = availabilitySchema.safeParse({
    timeZone: row.time_zone,
    weekly: JSON.parse(row.weekly_json) as unknown,
    datesOff: JSON.parse(row.dates_off_json) as unknown,
    extraDates: JSON.parse(row.extra_dates_json) as unknown,
    noticeHours: row.notice_hours,
    bufferMinutes: row.buffer_minutes,
    maxPerDay: row.max_per_day,
    horizonDays: row.horizon_days,
  });
  // A row only ever holds what the schema accepted; should it not parse, the expert is treated as unset.
  return parsed.success ? parsed.data : null;
}

export async function saveAvailability(db: Queryable, expertId: string, a: Availability, now: Date): Promise<void> {
  const values = {
    time_zone: a.timeZone,
    weekly_json: JSON.stringify(a.weekly),
    dates_off_json: JSON.stringify([...a.datesOff].sort()),
    extra_dates_json: JSON.stringify([...a.extraDates].sort((x, y) => x.date.localeCompare(y.date))),
    notice_hours: a.noticeHours,
    buffer_minutes: a.bufferMinutes,
    max_per_day: a.maxPerDay,
    horizon_days: a.horizonDays,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('expert_availability')
    .values({ expert_id: expertId, ...values })
    .onConflict((oc) => oc.column('expert_id').doUpdateSet(values))
    .execute();
}

/**
 * The expert's sessions that hold their time and start within [from, to] (ISO), leaving out one
 * booking (the one being accepted).
 */
export async function busySessions(
  db: Queryable,
  expertId: string,
  from: string,
  to: string,
  exceptBookingId: string | null = null,
): Promise<BusySession[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'scheduled_at', 'session_time', 'extra_time'])
    .where('expert_id', '=', expertId)
    .where('stage', 'in', OCCUPYING_STAGES)
    .where('scheduled_at', '>=', from)
    .where('scheduled_at', '<=', to)
    .$if(exceptBookingId !== null, (q) => q.where('id', '!=', exceptBookingId ?? ''))
    .execute();
  return rows.flatMap((r) =>
    r.scheduled_at ? [{ start: r.scheduled_at, minutes: occupiedMinutes(r.session_time, r.extra_time) }] : [],
  );
}

/** Several experts' busy sessions starting within [from, to] (ISO) at once, keyed by expert id. */
export async function busySessionsOf(db: Queryable, expertIds: readonly string[], from: string, to: string): Promise<Map<string, BusySession[]>> {
  const out = new Map<string, BusySession[]>();
  if (expertIds.length === 0) return out;
  const rows = await db
    .selectFrom('bookings')
    .select(['expert_id', 'scheduled_at', 'session_time', 'extra_time'])
    .where('expert_id', 'in', expertIds)
    .where('stage', 'in', OCCUPYING_STAGES)
    .where('scheduled_at', '>=', from)
    .where('scheduled_at', '<=', to)
    .execute();
  for (const r of rows) {
    if (!r.scheduled_at) continue;
    const list = out.get(r.expert_id) ?? [];
    list.push({ start: r.scheduled_at, minutes: occupiedMinutes(r.session_time, r.extra_time) });
    out.set(r.expert_id, list);
  }
  return out;
}

/**
 * Serialises the changes to one expert's calendar for the rest of the transaction: PostgreSQL locks
 * the expert's profile row (SELECT … FOR UPDATE), so two accepts of the same expert queue up and
 * the second sees the first's session; SQLite runs one write transaction at a time already.
 */
export async function lockExpertCalendar(trx: Tx, kind: DbKind, expertId: string): Promise<void> {
  await trx
    .selectFrom('expert_profiles')
    .select('id')
    .where('id', '=', expertId)
    .$if(kind === 'postgres', (q) => q.forUpdate())
    .execute();
}
