import { httpContract } from '#shared/contract/http';
import { preferredLanguage } from '#shared/domain/ui-language';
import { NOTIFICATION_KINDS } from '#shared/domain/notifications';
import { NOTIFICATION_NOT_FOUND_MESSAGE } from '#shared/domain/notifications-answers';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { findBooking } from '../bookings/repo';
import { mailTexts } from '../../services/mail-texts';
import { shownNameOf } from '../users/shown-name';
import { bookingNotices } from './booking-notices';
import { disputeNotices } from './dispute-notices';
import { expertLevelsPath, levelNotice } from './level-notices';
import { findDispute } from '../disputes/repo';
import { createNotifier } from './notifier';
import { emailSettings, listNotifications, markAllRead, markRead, markSubjectRead, setEmail, unreadCount } from './repo';
import { acceptedLanguages, confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token';
import { notificationJobKinds, scheduleUnreadMail } from './unread-mail';

/**
 * Notifications: the bell's list, unread count and marks, the email settings and the
 * one-click unsubscribe (RFC 8058, no sign-in: the link's signed token says who and which kind).
 * It listens to the marketplace's events (booking changes, stored messages), keeps a notification
 * for each, delivers it live, and schedules the unread-message email on the durable jobs.
 */
export const notificationsModule: ServerModule = async (app, { deps }) => {
  const db = deps.db.kysely;
  const notifier = createNotifier(deps, app.live);
  const { writes, accountReads, publicReads } = rateLimitTiers(deps.config);

  app.events.on('booking.changed', async ({ bookingId, event, rating }) => {
    const b = await findBooking(db, bookingId);
    if (!b) return;
    for (const notice of bookingNotices(event, b, { rating })) {
      await notifier.notify({
        userId: notice.to === 'buyer' ? b.buyer_id : b.expert_user_id,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        subjectId: b.id,
      });
    }
  });

  app.events.on('dispute.changed', async ({ disputeId, event }) => {
    const d = await findDispute(db, disputeId);
    const b = d && (await findBooking(db, d.booking_id));
    if (!d || !b) return;
    for (const notice of disputeNotices(event, d, b)) {
      await notifier.notify({
        userId: notice.to === 'buyer' ? b.buyer_id : b.expert_user_id,
        kind: 'dispute.update',
        title: notice.title,
        body: notice.body,
        link: notice.link,
        subjectId: d.id,
      });
    }
  });

  app.events.on('level.changed', async (event) => {
    const expert = await db.selectFrom('expert_profiles').select('user_name').where('user_id', '=', event.userId).executeTakeFirst();
    if (!expert) return;
    await notifier.notify({ userId: event.userId, kind: 'level.change', ...levelNotice(event), link: expertLevelsPath(expert.user_name), subjectId: `${event.userId}:${event.day}` });
  });

  app.events.on('message.stored', async (m) => {
    const sender = await db
      .selectFrom('users as u')
      .leftJoin('expert_profiles as e', 'e.user_id', 'u.id')
      .select(shownNameOf('u', 'e').as('name'))
      .where('u.id', '=', m.senderId)
      .executeTakeFirst();
    const now = deps.clock.now();
    for (const userId of m.recipientIds) {
      // Written in the reader's language when read (./notice-text), the marker of hidden contacts too.
      await notifier.notifyOnce({
        userId,
        kind: 'message.new',
        title: sender?.name ? { key: 'emails:bell.message.title', values: { name: sender.name } } : { key: 'emails:bell.message.title', someone: 'name' },
        body: { preview: m.preview },
        link: `/messages/${m.conversationId}`,
        subjectId: m.conversationId,
      });
      await scheduleUnreadMail(db, m.conversationId, userId, now);
    }
  });

  app.events.on('conversation.caught-up', async ({ conversationId, userId }) => {
    await markSubjectRead(db, userId, 'message.new', conversationId, deps.clock.now());
    await notifier.countChanged(userId);
  });

  declareRoute(app, httpContract.notificationsList, async ({ user, query }) => ({
    ...(await listNotifications(db, user.id, query)),
    unread: await unreadCount(db, user.id),
  }), { rateLimit: accountReads });
  declareRoute(app, httpContract.notificationsUnread, async ({ user }) => ({ unread: await unreadCount(db, user.id) }), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.notificationRead, async ({ user, params }) => {
    const notification = await markRead(db, user.id, params.id, deps.clock.now());
    if (!notification) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
    return { notification, unread: await notifier.countChanged(user.id) };
  }, { rateLimit: writes });
  declareRoute(app, httpContract.notificationsReadAll, async ({ user }) => {
    await markAllRead(db, user.id, deps.clock.now());
    return { unread: await notifier.countChanged(user.id) };
  }, { rateLimit: writes });
  declareRoute(app, httpContract.notificationSettingsGet, async ({ user }) => emailSettings(db, user.id), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.notificationSettingsPut, async ({ user, body }) => {
    const now = deps.clock.now();
    for (const kind of NOTIFICATION_KINDS) {
      const on = body.email[kind];
      if (on !== undefined) await setEmail(db, user.id, kind, on, now);
    }
    return emailSettings(db, user.id);
  }, { rateLimit: writes });

  // The unsubscribe link: outside the contract (HTML, and a form POST whose body says nothing the
  // token does not: RFC 8058's `List-Unsubscribe=One-Click`), answered without sign-in.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
  const html = (status: number, text: string) => ({ status, text });
  // The pages are in the account's language (as its emails); a link that names no account, in the browser's.
  const unsubscribe = async (token: unknown, method: 'GET' | 'POST', browserLanguages: readonly string[]) => {
    const parsed = typeof token === 'string' ? readUnsubscribeToken(deps.jwtSecret, token) : null;
    const user = parsed && (await db.selectFrom('users').select(['id', 'language']).where('id', '=', parsed.userId).executeTakeFirst());
    if (!parsed || !user) return html(400, invalidPage(mailTexts({ language: preferredLanguage(browserLanguages) })));
    const texts = mailTexts(user);
    if (method === 'GET') return html(200, confirmPage(texts, parsed.kind, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`));
    await setEmail(db, parsed.userId, parsed.kind, false, deps.clock.now());
    return html(200, donePage(texts, parsed.kind, deps.config.publicUrl));
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route<{ Querystring: { token?: string } }>({
      method,
      url: UNSUBSCRIBE_PATH,
      config: { rateLimit: publicReads },
      handler: async (request, reply) => {
        const answer = await unsubscribe(request.query.token, method, acceptedLanguages(request.headers['accept-language']));
        return reply
          .status(answer.status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(answer.text);
      },
    });
  }

  app.jobs.register(notificationJobKinds);
};
