import { httpContract } from '#shared/contract/http';
import { MESSAGE_TEXTS } from '#shared/domain/messages';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../server-module';
import { createBlocks } from './blocks';
import { createMessageService } from './service';

const reportLimit = { max: 10, timeWindow: '1 minute', keyGenerator: perCaller };

/**
 * Messages: the inbox, "Contact" on a gig or expert page, history, sending (masked for
 * the recipient before a booking), read marks, blocks and reports over HTTP; "typing…" over the
 * live channel. A conversation the caller is not in answers 404, whoever asks.
 */
export const messagesModule: ServerModule = async (app, { deps }) => {
  const messages = createMessageService(deps, { hub: app.live, events: app.events });
  const blocks = createBlocks(deps.db.kysely, () => deps.clock.now());

  declareRoute(app, httpContract.conversationsList, async ({ user }) => messages.list(user.id));
  declareRoute(app, httpContract.conversationsUnread, async ({ user }) => ({ totalUnread: await messages.unread(user.id) }));
  declareRoute(app, httpContract.conversationsContact, async ({ user, body }) => ({
    conversation: await messages.contact(user.id, body.expertUserName),
  }));
  declareRoute(app, httpContract.conversationsForBooking, async ({ user, params }) => ({
    conversation: await messages.forBooking(user.id, params.bookingId),
  }));
  declareRoute(app, httpContract.conversationsGet, async ({ user, params }) => ({
    conversation: await messages.get(user.id, params.conversationId),
  }));
  declareRoute(app, httpContract.conversationsMessages, async ({ user, params, query }) =>
    messages.page(user.id, params.conversationId, query),
  );
  declareRoute(
    app,
    httpContract.conversationsSend,
    async ({ user, params, body }) => ({ message: await messages.send(user.id, params.conversationId, body) }),
  );
  declareRoute(app, httpContract.conversationsRead, async ({ user, params, body }) =>
    messages.read(user.id, params.conversationId, body.seq),
  );
  declareRoute(app, httpContract.usersBlock, async ({ user, params }) => {
    await blocks.block(user.id, params.userId);
    return { message: 'Blocked.' };
  });
  declareRoute(app, httpContract.usersUnblock, async ({ user, params }) => {
    await blocks.unblock(user.id, params.userId);
    return { message: 'Unblocked.' };
  });
  declareRoute(
    app,
    httpContract.usersReport,
    async ({ user, body }) => {
      await blocks.report(user.id, body);
      return { message: MESSAGE_TEXTS.reported };
    },
    { rateLimit: reportLimit },
  );

  app.live.handle('conversation.typing', (conn, m) => messages.typing(conn.userId, m.conversationId));
};
