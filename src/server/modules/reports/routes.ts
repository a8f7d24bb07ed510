import type { FastifyRequest } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { REPORT_TEXTS } from '#shared/domain/reports';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { forbidden } from '../../http/errors';
import type { ServerModule } from '../server-module';
import type { Acting } from './context';
import { createReport } from './create';
import { hideContent, unhideContent } from './hide';
import { createModerationNotices } from './notices';
import { listReports, reportOf } from './queue';
import { triageReport } from './triage';

/** A person reports now and then; the daily number is the rule (shared/domain/reports), this only stops floods. */
const reportWrites = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };
const consoleReads = { max: 120, timeWindow: '1 minute', keyGenerator: perCaller };
const consoleActs = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };

/** The operator the authorization hook let in, as the audit row names them. */
function actingOf(request: FastifyRequest): Acting {
  const { operator, authUser } = request;
  if (!operator || !authUser) throw forbidden();
  return { operatorId: authUser.id, role: operator.role, ip: request.ip, requestId: String(request.id) };
}

/**
 * Reports: users report a message, a conversation, a gig, a review or an expert (a copy of it is
 * kept); the console's queue lists them, support triages them, and trust hides and shows gigs and
 * reviews. Who may call each console route is its contract entry's `operator`.
 */
export const reportsModule: ServerModule = async (app, { deps }) => {
  const db = deps.db;
  const tell = createModerationNotices(deps, app.live, app.log);
  const now = () => deps.clock.now();

  declareRoute(
    app,
    httpContract.reportsCreate,
    async ({ user, body }) => {
      await createReport(db.kysely, user.id, body, now());
      return { message: REPORT_TEXTS.sent };
    },
    { rateLimit: reportWrites },
  );

  declareRoute(app, httpContract.opsReports, async ({ query }) => listReports(db.kysely, query.status, query.page ?? 1, now()), {
    rateLimit: consoleReads,
  });

  declareRoute(
    app,
    httpContract.opsReportTriage,
    async ({ params, body, request }) => {
      await triageReport(db, tell, { reportId: params.reportId, action: body.action, reason: body.reason, acting: actingOf(request), now: now() });
      return { report: await reportOf(db.kysely, params.reportId, now()) };
    },
    { rateLimit: consoleActs },
  );

  declareRoute(
    app,
    httpContract.opsContentHide,
    async ({ body, request }) => hideContent(db, tell, { ...body, acting: actingOf(request), now: now() }),
    { rateLimit: consoleActs },
  );

  declareRoute(
    app,
    httpContract.opsContentUnhide,
    async ({ body, request }) => unhideContent(db, tell, { ...body, acting: actingOf(request), now: now() }),
    { rateLimit: consoleActs },
  );
};
