import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsUserPage as UserPage } from '#shared/contract/http/ops';
import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { accountState } from '../account-state';
import { OperatorActions } from '../OperatorActions';
import { idOfPath } from '../path-id';
import { SuspensionNote } from '../user-actions/SuspensionNote';
import { UserActions } from '../user-actions/UserActions';
import { BookingLink, BookingSearch } from '../BookingSearch';

const T = OPS_TEXTS.user;
const C = OPS_TEXTS.columns;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table with a header row, or "None." when it has no rows. */
function Table({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  if (rows.length === 0) return <p>{T.none}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PrivateForm({ onOpen }: { onOpen: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onOpen(reason.trim());
  };
  return (
    <form onSubmit={submit} className="row">
      <label className="form-field">
        <span>{T.reason}</span>
        <input name="reason" value={reason} required minLength={OPERATOR_REASON_MIN} maxLength={OPERATOR_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="btn is-secondary">
        {T.open}
      </button>
    </form>
  );
}

function PrivatePart({ data }: { data: NonNullable<UserPage['private']> }) {
  return (
    <div data-testid="ops-private">
      <dl className="ops-details">
        <dt>{T.balance}</dt>
        <dd>{data.wallet.balance}</dd>
        <dt>{T.held}</dt>
        <dd>{data.wallet.held}</dd>
      </dl>
      <h3>{T.ledger}</h3>
      <Table caption={T.ledger} head={[C.when, C.kind, C.credits]} rows={data.ledger.map((e) => [e.createdAt, e.kind, e.credits])} />
      <h3>{T.withdrawals}</h3>
      <Table caption={T.withdrawals} head={[C.when, C.credits, C.status]} rows={data.withdrawals.map((w) => [w.createdAt, w.credits, w.status])} />
      <h3>{T.conversations}</h3>
      <Table
        caption={T.conversations}
        head={[C.with, C.kind, C.when]}
        rows={data.conversations.map((c) => [c.other.name, c.kind, c.lastMessage?.createdAt ?? ''])}
      />
    </div>
  );
}

function Account({ userId, roles }: { userId: string; roles: readonly OperatorRole[] }) {
  const [reason, setReason] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const page = useQuery(['opsUser', userId, reason], (signal) =>
    call('opsUser', { params: { userId }, query: reason === null ? {} : { reason }, signal }),
  );
  const data = page.data;
  if (!data) return <LoadState query={page} />;
  const { account } = data;
  return (
    <>
      {page.error && <LoadState query={page} />}
      <Section id="ops-account" title={`${T.account}: ${account.name}`}>
        <dl className="ops-details" data-testid="ops-account">
          <dt>{OPS_TEXTS.users.email}</dt>
          <dd>{account.email}</dd>
          <dt>{OPS_TEXTS.users.username}</dt>
          <dd>{account.username}</dd>
          <dt>{OPS_TEXTS.users.state}</dt>
          <dd>{accountState(account)}</dd>
          <dt>{OPS_TEXTS.users.created}</dt>
          <dd>{account.createdAt}</dd>
          <dt>{T.roles}</dt>
          <dd>{data.roles.length > 0 ? data.roles.join(', ') : T.noRoles}</dd>
          <dt>id</dt>
          <dd>{account.id}</dd>
        </dl>
        {roleFor(roles, 'audit', 'read') && (
          <p>
            <Link to={`/ops/audit?targetId=${encodeURIComponent(account.id)}`}>{T.pastActions}</Link>
          </p>
        )}
      </Section>
      <SuspensionNote userId={account.id} roles={roles} version={version} />
      <UserActions
        page={data}
        roles={roles}
        onChanged={() => {
          page.retry();
          setVersion((v) => v + 1);
        }}
      />
      <OperatorActions roles={roles} />
      <Section id="ops-expert" title={T.expert}>
        {data.expertProfile ? (
          <p>
            {data.expertProfile.displayName} ({data.expertProfile.userName})
          </p>
        ) : (
          <p>{T.notExpert}</p>
        )}
        <h3>{T.gigs}</h3>
        <Table caption={T.gigs} head={[C.title, C.status]} rows={data.gigs.map((g) => [g.title, g.active ? 'active' : 'inactive'])} />
      </Section>
      <Section id="ops-bookings" title={T.bookingsAsBuyer}>
        <BookingSearch />
        <Table caption={T.bookingsAsBuyer} head={[C.when, C.title, C.status]} rows={data.bookingsAsBuyer.map((b) => [b.createdAt, <BookingLink key={b.id} id={b.id} title={b.gigTitle} />, b.stage])} />
        <h3>{T.bookingsAsExpert}</h3>
        <Table caption={T.bookingsAsExpert} head={[C.when, C.title, C.status]} rows={data.bookingsAsExpert.map((b) => [b.createdAt, <BookingLink key={b.id} id={b.id} title={b.gigTitle} />, b.stage])} />
      </Section>
      <Section id="ops-sessions" title={T.sessions}>
        <Table caption={T.sessions} head={[C.device, C.when, C.lastSeen]} rows={data.sessions.map((s) => [s.device, s.createdAt, s.lastSeenAt])} />
        <h3>{T.devices}</h3>
        <Table caption={T.devices} head={[C.when, C.lastSeen]} rows={data.devices.map((d) => [d.createdAt, d.lastUsedAt])} />
      </Section>
      <Section id="ops-private-title" title={T.privateTitle}>
        {data.private ? (
          <PrivatePart data={data.private} />
        ) : (
          <>
            <p className="text-muted">{T.privateHelp}</p>
            <PrivateForm onOpen={setReason} />
          </>
        )}
      </Section>
    </>
  );
}

function AccountRoute({ roles }: { roles: readonly OperatorRole[] }) {
  const userId = idOfPath(useParams()['*'] ?? '');
  return <Account key={userId} userId={userId} roles={roles} />;
}

/** One account as an operator sees it; its private part opens with a reason, kept in the audit trail. */
export default function OpsUserPage() {
  return <OpsFrame title={T.account}>{(roles) => <AccountRoute roles={roles} />}</OpsFrame>;
}
