import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../context';
import { createChat } from './chat';
import { createRooms } from './rooms';
import { createSessionService } from './service';

/**
 * Live sessions (issue 15): the call room of an accepted booking as its buyer and expert read it
 * (window, other side, ICE servers with TURN credentials) and its chat over HTTP; on the live
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

  const rooms = createRooms(deps, app.live);
  app.live.handle('room.join', (conn, m) => rooms.join(conn, m.bookingId));
  app.live.handle('room.leave', (conn, m) => rooms.leave(conn, m.bookingId));
  app.live.handle('signal', (conn, m) => rooms.signal(conn, m.bookingId, m.data));
  app.live.handle('chat.send', createChat(deps, app.live, app.events));
  app.live.onDisconnect((conn) => rooms.dropped(conn));
  app.addHook('onClose', async () => rooms.stop());
};
