import { randomBytes } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import type { AppDeps } from '../context';
import { occupiedMinutes } from '#shared/domain/slots';
import { sessionUid } from '../bookings/invite';
import { roomLinkOf } from '../bookings/mail-parts';
import { OCCUPYING_STAGES } from './repo';

/** A feed's address ends in its token and `.ics`; anything else is not a feed. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Past sessions stay in the feed this long, so the calendar keeps a short history. */
const HISTORY_MS = 30 * 24 * 3600 * 1000;
export const CALENDAR_NOT_FOUND_MESSAGE = 'Calendar not found.';
export const CALENDAR_PATH = '/api/calendar/';
/**
 * A feed is read by calendar apps and services and travels with its address (shared calendars,
 * forwarded links): an event says only when, a generic title and the booking's links, never who the
 * buyer is, what was booked or the buyer's note.
 */
export const CALENDAR_EVENT_TITLE = 'Qurious session';

const newToken = () => randomBytes(32).toString('base64url');

/**
 * The expert's calendar feed: their accepted (and recently completed) sessions as
 * iCalendar text at a private address whose random token is its only key. Rotating the token
 * replaces it, so subscribers of the old address get 404 from then on.
 */
export function createCalendarFeeds(deps: AppDeps) {
  const db = deps.db.kysely;
  const urlOf = (token: string) => `${deps.config.publicUrl}${CALENDAR_PATH}${token}.ics`;

  /** The feed's address, made on first ask (two first asks at once agree on one token). */
  async function address(expertId: string): Promise<{ url: string }> {
    await db
      .insertInto('calendar_feeds')
      .values({ expert_id: expertId, token: newToken(), created_at: deps.clock.now().toISOString() })
      .onConflict((oc) => oc.column('expert_id').doNothing())
      .execute();
    const row = await db.selectFrom('calendar_feeds').select('token').where('expert_id', '=', expertId).executeTakeFirstOrThrow();
    return { url: urlOf(row.token) };
  }

  async function rotate(expertId: string): Promise<{ url: string }> {
    const token = newToken();
    const values = { token, created_at: deps.clock.now().toISOString() };
    await db
      .insertInto('calendar_feeds')
      .values({ expert_id: expertId, ...values })
      .onConflict((oc) => oc.column('expert_id').doUpdateSet(values))
      .execute();
    return { url: urlOf(token) };
  }

  /** The feed for a request's file name (`{token}.ics`), or null when no feed has that token. */
  async function feed(file: string): Promise<string | null> {
    const token = FEED_FILE.exec(file)?.[1];
    if (!token) return null;
    const owner = await db
      .selectFrom('calendar_feeds as f')
      .innerJoin('expert_profiles as e', 'e.id', 'f.expert_id')
      .select(['f.expert_id', 'e.display_name'])
      .where('f.token', '=', token)
      .executeTakeFirst();
    if (!owner) return null;
    const since = new Date(deps.clock.now().getTime() - HISTORY_MS).toISOString();
    const rows = await db
      .selectFrom('bookings as b')
      .select(['b.id', 'b.scheduled_at', 'b.session_time', 'b.extra_time', 'b.updated_at'])
      .where('b.expert_id', '=', owner.expert_id)
      .where('b.stage', 'in', [...OCCUPYING_STAGES, 'completed'])
      .where('b.scheduled_at', '>=', since)
      .orderBy('b.scheduled_at')
      .execute();
    const events: EventAttributes[] = rows.flatMap((r) =>
      r.scheduled_at
        ? [
            {
              uid: sessionUid(r.id, new URL(deps.config.publicUrl).hostname),
              start: Date.parse(r.scheduled_at),
              startInputType: 'utc',
              startOutputType: 'utc',
              duration: { minutes: occupiedMinutes(r.session_time, r.extra_time) },
              title: CALENDAR_EVENT_TITLE,
              description: `${deps.config.publicUrl}/bookings/${r.id}`,
              location: roomLinkOf(deps.config.publicUrl, r.id),
              url: `${deps.config.publicUrl}/bookings/${r.id}`,
              status: 'CONFIRMED',
              busyStatus: 'BUSY',
              lastModified: Date.parse(r.updated_at),
            },
          ]
        : [],
    );
    const { error, value } = createEvents(events, { productId: 'Qurious', calName: `Qurious sessions of ${owner.display_name}` });
    if (error || value === null) throw error ?? new Error('calendar feed could not be written');
    return value;
  }

  return { address, rotate, feed };
}
