import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import { closeSessionRoom } from '../sessions/rooms';
import { buyerSettlement } from '../sessions/settlement';
import type { ServerModule } from '../server-module';
import { sessionCalendarFile } from './calendar-file';
import { bookingJobKinds } from './jobs';
import { backgroundBookingMailer } from './mail';
import { createBookingService } from './service';
import { createTransitionRunner, transitions } from './transitions';
import { createSchedule } from '../availability/schedule';

/**
 * Bookings: the buyer's orders and the expert's bookings, booking a package, and the transitions
 * (accept, decline, cancel, the buyer's early confirmation). Its durable job kinds (the 72-hour
 * expiry of requests, sessions' settlements, reminders) run on the app's runner (server/jobs).
 */
export const bookingsModule: ServerModule = async (app, { deps, services }) => {
  const { wallets } = services;
  const mail = backgroundBookingMailer(deps, app);
  const bookings = createBookingService(deps, mail);
  const runner = createTransitionRunner(deps, mail, bookings);
  const schedule = createSchedule(deps);

  declareRoute(app, httpContract.bookingsMy, async ({ user, query }) => ({
    bookings: await bookings.listMine(user.id, query),
  }));
  declareRoute(app, httpContract.bookingsExpert, async ({ user, query }) => ({
    bookings: await bookings.listExpert(user.id, query),
  }));
  // 201 also for a repeat of the same request id: it answers the booking that request made. The
  // limit only stops floods (a free package would otherwise let one account spam an expert's inbox).
  declareRoute(
    app,
    httpContract.bookingsCreate,
    async ({ user, body }) => {
      const { booking } = await bookings.create(user.id, body);
      return { booking, wallet: await wallets.wallet(user.id) };
    },
    {
        rateLimit: {
        max: 300,
        timeWindow: '1 minute',
        keyGenerator: perCaller,
      },
    },
  );
  declareRoute(app, httpContract.bookingsGet, async ({ user, params }) => ({
    booking: await bookings.get(params.bookingId, user.id),
  }));
  declareRoute(app, httpContract.bookingsCalendar, async ({ user, params, reply }) => {
    const ics = await sessionCalendarFile(deps, await bookings.visibleRow(params.bookingId, user.id), user.id);
    reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'attachment; filename="session.ics"');
    return ics;
  });
  declareRoute(app, httpContract.bookingsAccept, async ({ user, params, body }) => ({
    booking: await runner.run(
      transitions.accept(body.scheduledAt, schedule.acceptGuard(body.scheduledAt)),
      params.bookingId,
      user.id,
    ),
  }));
  declareRoute(app, httpContract.bookingsDecline, async ({ user, params, body }) => ({
    booking: await runner.run(transitions.decline(body?.reason ?? ''), params.bookingId, user.id),
  }));
  // A request's cancel, or an accepted session's with the fee the buyer was shown.
  declareRoute(app, httpContract.bookingsCancel, async ({ user, params, body }) => ({
    booking: await runner.run(
      (row) => (row.stage === 'accepted' ? transitions.cancelSession(body?.fee) : transitions.cancel()),
      params.bookingId,
      user.id,
    ),
  }));
  declareRoute(app, httpContract.bookingsComplete, async ({ user, params }) => {
    const booking = await runner.run(transitions.complete(buyerSettlement), params.bookingId, user.id);
    // Confirmed during the call: the room ends for both sides, wherever their sockets are.
    await closeSessionRoom(app.live.bus, booking._id, 'settled');
    return { booking };
  });

  app.jobs.register(bookingJobKinds);
};
