import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../server-module';
import { backgroundBookingMailer } from '../bookings/mail';
import { createBookingService } from '../bookings/service';
import { createTransitionRunner } from '../bookings/transitions';
import { createMessageService } from '../messages/service';
import { createChat } from './chat';
import { closeSessionRoom, createRooms } from './rooms';
import { createSessionService } from './service';
import { settleIfBothLeft } from './settlement';

/**
 * Live sessions: the call room of an accepted booking as its buyer and expert read it
 * (window, other side, ICE servers with TURN credentials, its settlement once settled) and its chat over HTTP; on the live
 * channel, joining and leaving the room, signalling to the other side, and chat messages.
 */
export const sessionsModule: ServerModule = async (app, { deps }) => {
  const sessions = createSessionService(deps);
  declareRoute(app, httpContract.sessionsGet, async ({ user, params }) => ({
    session: await sessions.get(params.bookingId, user.id),
  }));
  declareRoute(app, httpContract.sessionsChat, async ({ user, params, query }) =>
    sessions.chat(params.bookingId, user.id, query),
  );
  const messages = createMessageService(deps, { hub: app.live, events: app.events });
  declareRoute(app, httpContract.sessionsChatRead, async ({ user, params, body }) => {
    const { conversationId, seq } = await sessions.chatSeen(params.bookingId, user.id, body.messageId);
    return messages.read(user.id, conversationId, seq);
  });

  const mail = backgroundBookingMailer(deps, app);
  const runner = createTransitionRunner(deps, mail, createBookingService(deps, mail));
  // Both have left and attendance completed the session: it settles now, not at the room's close.
  const rooms = createRooms(deps, app.live, async (bookingId) => {
    if (await settleIfBothLeft(deps, runner, bookingId)) await closeSessionRoom(app.live.bus, bookingId, 'settled');
  });
  app.live.handle('room.join', (conn, m) => rooms.join(conn, m.bookingId));
  app.live.handle('room.leave', (conn, m) => rooms.leave(conn, m.bookingId));
  app.live.handle('signal', (conn, m) => rooms.signal(conn, m.bookingId, m.data));
  app.live.handle('chat.send', createChat(deps, app.live, app.events));
  app.live.onDisconnect((conn) => rooms.dropped(conn));
  app.addHook('onClose', async () => rooms.stop());
};
