import { httpContract } from '#shared/contract/http';
import type { OpsAuditQuery } from '#shared/domain/ops-console';
import { OPS_AUDIT_CSV_MAX_ROWS, OPS_AUDIT_PAGE_SIZE } from '#shared/domain/ops-console';
import { declareRoute } from '../../http/declare-route';
import { decideDispute } from '../disputes/decide';
import { createMessageService } from '../messages/service';
import type { ServerModule } from '../server-module';
import { AUDIT_PAGE_MAX, listAudit, type AuditFilters, type AuditRecord } from './audit';
import { auditCsv } from './audit-csv';
import { listOpenDisputes, opsDisputeOf } from './disputes';
import { homeSummary } from './home';
import { consoleActs, consoleReads, operatorOf } from './operator-of';
import { createUserPage } from './user-page';
import { searchAccounts } from './user-search';

const filtersOf = (q: OpsAuditQuery): AuditFilters => ({
  ...(q.operatorId !== undefined ? { operatorId: q.operatorId } : {}),
  ...(q.targetType !== undefined || q.targetId !== undefined ? { target: { type: q.targetType, id: q.targetId } } : {}),
  ...(q.action !== undefined ? { action: q.action } : {}),
  ...(q.from !== undefined ? { from: q.from } : {}),
  ...(q.to !== undefined ? { to: q.to } : {}),
  ...(q.afterAt !== undefined && q.afterId !== undefined ? { after: { at: q.afterAt, id: q.afterId } } : {}),
});

/**
 * The operations console: the home's figures, finding accounts, one account's page (its private
 * part opened with a reason, audited), the audit trail as pages or CSV, and support's disputes
 * (read, and decided through `decideDispute`). Who may call
 * each route is its contract entry's `operator` (checked by server/http/authorization.ts).
 */
export const opsModule: ServerModule = async (app, { deps, services }) => {
  const db = deps.db;
  const messages = createMessageService(deps, { hub: app.live, events: app.events });
  const userPage = createUserPage(deps, services, messages);
  const options = { rateLimit: consoleReads };
  const disputeCtx = { deps, log: app.log, events: app.events };

  declareRoute(app, httpContract.opsMe, async ({ user, request }) => ({ userId: user.id, roles: operatorOf(request).roles }), options);

  declareRoute(app, httpContract.opsHome, async ({ request }) => homeSummary(db.kysely, operatorOf(request).roles, deps.clock.now(), deps.config.backups), options);

  declareRoute(
    app,
    httpContract.opsUserSearch,
    async ({ query }) => {
      const page = query.page ?? 1;
      return { ...(await searchAccounts(db, query.q, page)), page };
    },
    options,
  );

  declareRoute(
    app,
    httpContract.opsUser,
    async ({ params, query, request }) => {
      const operator = operatorOf(request);
      return userPage(params.userId, { operatorId: operator.userId, role: operator.role, ip: request.ip, requestId: String(request.id) }, query.reason);
    },
    options,
  );

  declareRoute(app, httpContract.opsDisputes, async ({ query }) => listOpenDisputes(db.kysely, query.page ?? 1), options);

  declareRoute(app, httpContract.opsDispute, async ({ params }) => opsDisputeOf(db.kysely, params.disputeId), options);

  declareRoute(
    app,
    httpContract.opsDisputeDecide,
    async ({ params, body, request }) => {
      const operator = operatorOf(request);
      await decideDispute(disputeCtx, {
        disputeId: params.disputeId,
        operatorId: operator.userId,
        role: operator.role,
        outcome: body.outcome,
        reason: body.reason,
        ip: request.ip,
        requestId: String(request.id),
      });
      return opsDisputeOf(db.kysely, params.disputeId);
    },
    { rateLimit: consoleActs },
  );

  declareRoute(app, httpContract.opsAudit, async ({ query }) => listAudit(db.kysely, { ...filtersOf(query), limit: OPS_AUDIT_PAGE_SIZE }), options);

  declareRoute(
    app,
    httpContract.opsAuditCsv,
    async ({ query, reply }) => {
      const rows: AuditRecord[] = [];
      let after = filtersOf(query).after;
      while (rows.length < OPS_AUDIT_CSV_MAX_ROWS) {
        const page = await listAudit(db.kysely, { ...filtersOf(query), ...(after ? { after } : {}), limit: AUDIT_PAGE_MAX });
        rows.push(...page.entries);
        if (!page.next) break;
        after = page.next;
      }
      reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="audit-trail.csv"');
      return auditCsv(rows.slice(0, OPS_AUDIT_CSV_MAX_ROWS));
    },
    options,
  );
};
