import { httpContract } from '#shared/contract/http';
import { SUPPORT_TICKETS_PER_HOUR } from '#shared/domain/support-ticket';
import { perCaller } from '../../http/auth';
import { declareRoute, type Handler } from '../../http/declare-route';
import { rateLimitTiers } from '../../http/rate-limits';
import { createBackground } from '../../services/background';
import { createNotifier } from '../notifications/notifier';
import { auditedOperator, consoleActs, consoleReads } from '../ops/operator-of';
import type { ServerModule } from '../server-module';
import { answerTicket, listTickets, opsTicketOf, setTicketStatus } from './console';
import { announceAnswer } from './mail';
import { createSupportService } from './service';

/**
 * Support tickets: the help page's form opens one (limited per account, or per address without one),
 * its sender reads and answers the thread; in the console support lists, reads, answers (the sender is
 * told in the bell and by email), closes and reopens. Who may call each console route is its contract
 * entry's `operator`.
 */
export const supportModule: ServerModule = async (app, { deps }) => {
  const db = deps.db.kysely;
  const support = createSupportService(deps);
  const notifier = createNotifier(deps, app.live);
  const background = createBackground(app);
  const { writes, accountReads } = rateLimitTiers(deps.config);
  const now = () => deps.clock.now();

  declareRoute(app, httpContract.supportTicketOpen, async ({ user, body }) => support.open(user, body), {
    rateLimit: { max: SUPPORT_TICKETS_PER_HOUR, timeWindow: '1 hour', keyGenerator: perCaller },
  });
  declareRoute(app, httpContract.supportTicket, async ({ user, params, query }) => support.read(params.ticketId, user, query.key), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.supportTicketReply, async ({ user, params, query, body }) => support.reply(params.ticketId, user, query.key, body.text), {
    rateLimit: writes,
  });

  declareRoute(app, httpContract.opsTickets, async ({ query }) => listTickets(db, now(), { status: query.status, page: query.page ?? 1 }), {
    rateLimit: consoleReads,
  });
  declareRoute(app, httpContract.opsTicket, async ({ params }) => opsTicketOf(db, params.ticketId, now()), { rateLimit: consoleReads });
  declareRoute(
    app,
    httpContract.opsTicketAnswer,
    async ({ params, body, request }) => {
      await answerTicket(db, params.ticketId, body.text, auditedOperator(request), now());
      background.run('support answer notice', () => announceAnswer(deps, notifier, params.ticketId, body.text));
      return opsTicketOf(db, params.ticketId, now());
    },
    { rateLimit: consoleActs },
  );
  // Each route named where it is declared: `npm run api:refusals` reads the handlers by their contract entry.
  const setStatus =
    (to: 'open' | 'closed'): Handler<typeof httpContract.opsTicketClose> =>
    async ({ params, body, request }) => {
      await setTicketStatus(db, params.ticketId, to, body.reason, auditedOperator(request), now());
      return opsTicketOf(db, params.ticketId, now());
    };
  declareRoute(app, httpContract.opsTicketClose, setStatus('closed'), { rateLimit: consoleActs });
  declareRoute(app, httpContract.opsTicketReopen, setStatus('open'), { rateLimit: consoleActs });
};
