import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { expertIdOf } from '../bookings/repo';
import { CALENDAR_NOT_FOUND_MESSAGE, CALENDAR_PATH, createCalendarFeeds } from './calendar';
import { createSchedule } from './schedule';

/**
 * Availability: the expert's hours and rules, a package's open slots (public), and the
 * expert's calendar feed. The feed is served outside the contract table: its token is its key, and
 * it answers iCalendar text rather than JSON.
 */
export const availabilityModule: ServerModule = async (app, { deps }) => {
  const db = deps.db.kysely;
  const schedule = createSchedule(deps);
  const feeds = createCalendarFeeds(deps);
  const { writes, accountReads, publicReads } = rateLimitTiers(deps.config);

  declareRoute(
    app,
    httpContract.availabilityGet,
    async ({ user, query }) => schedule.forEditor(await expertIdOf(db, user.id), query.timeZone),
    { rateLimit: accountReads },
  );
  declareRoute(
    app,
    httpContract.availabilityPut,
    async ({ user, body }) => schedule.save(await expertIdOf(db, user.id), body),
    { rateLimit: writes },
  );
  declareRoute(app, httpContract.calendarFeedGet, async ({ user }) => feeds.address(await expertIdOf(db, user.id)), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.calendarFeedRotate, async ({ user }) => feeds.rotate(await expertIdOf(db, user.id)), {
    rateLimit: writes,
  });
  declareRoute(app, httpContract.gigSlots, async ({ params, query }) => schedule.gigSlots(params.id, query.tier), {
    rateLimit: publicReads,
  });

  app.get<{ Params: { file: string } }>(`${CALENDAR_PATH}:file`, { config: { rateLimit: publicReads } }, async (request, reply) => {
    const text = await feeds.feed(request.params.file);
    if (text === null) throw notFound(CALENDAR_NOT_FOUND_MESSAGE);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Disposition', 'inline; filename="qurious.ics"')
      .send(text);
  });
};
