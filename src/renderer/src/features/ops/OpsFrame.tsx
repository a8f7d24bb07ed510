import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useDocumentTitle } from '#app/document-title';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { Page } from '#ui/Page';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { OPS_TICKETS_TEXTS } from '#shared/domain/ops-tickets-texts';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import { NOT_OPERATOR_CODE, OPERATOR_ACCESS_MESSAGES, roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { LoadState } from './LoadState';
import './ops.css';

function OpsNav({ roles }: { roles: readonly OperatorRole[] }) {
  return (
    <nav aria-label={OPS_TEXTS.nav.label} className="ops-nav">
      <NavLink to="/ops" end>
        {OPS_TEXTS.nav.home}
      </NavLink>
      <NavLink to="/ops/users">{OPS_TEXTS.nav.users}</NavLink>
      {roleFor(roles, 'disputes', 'read') && <NavLink to="/ops/disputes">{OPS_TEXTS.nav.disputes}</NavLink>}
      {roleFor(roles, 'payouts', 'read') && <NavLink to="/ops/money">{OPS_MONEY_TEXTS.nav.money}</NavLink>}
      {roleFor(roles, 'tickets', 'read') && <NavLink to="/ops/tickets">{OPS_TICKETS_TEXTS.nav}</NavLink>}
      {(roleFor(roles, 'reports', 'read') || roleFor(roles, 'content', 'act')) && <NavLink to="/ops/reports">{OPS_REPORTS_TEXTS.nav}</NavLink>}
      {roleFor(roles, 'audit', 'read') && <NavLink to="/ops/audit">{OPS_TEXTS.nav.audit}</NavLink>}
    </nav>
  );
}

function Gate({ title, children }: { title: string; children: (roles: OperatorRole[]) => ReactNode }) {
  const me = useQuery('opsMe', (signal) => call('opsMe', { signal }));
  if (me.error?.code === NOT_OPERATOR_CODE) {
    return (
      <Page title={OPS_TEXTS.notOperatorTitle}>
        <p data-testid="ops-not-operator">{OPERATOR_ACCESS_MESSAGES.notOperator}</p>
        <p>{OPS_TEXTS.notOperatorHelp}</p>
      </Page>
    );
  }
  if (!me.data) return <Page title={title}>{<LoadState query={me} />}</Page>;
  const { roles } = me.data;
  return (
    <Page title={title} className="page page-stack ops">
      <OpsNav roles={roles} />
      <p className="text-muted">{OPS_TEXTS.rolesHeld(roles.join(', '))}</p>
      {children(roles)}
    </Page>
  );
}

/**
 * A console page: signed in, then an operator (the server says so, reading the roles at each call;
 * a signed-in account without a role sees the "not an operator" page), then the page with the roles held.
 */
export function OpsFrame({ title, children }: { title: string; children: (roles: OperatorRole[]) => ReactNode }) {
  useDocumentTitle(OPS_TEXTS.documentTitle(title));
  return (
    <RequireSignIn title={title}>
      <Gate title={title}>{children}</Gate>
    </RequireSignIn>
  );
}
