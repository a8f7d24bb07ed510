import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsTicket } from '#shared/contract/http/ops-tickets';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { ageText } from '#shared/domain/ops-console-texts';
import { OPS_TICKETS_TEXTS as T } from '#shared/domain/ops-tickets-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { idOfPath } from '../path-id';
import { TicketActions } from '../TicketActions';

function Facts({ t }: { t: OpsTicket }) {
  return (
    <dl className="ops-details" data-testid="ops-ticket">
      <dt>{T.subject}</dt>
      <dd>{t.subject}</dd>
      <dt>{T.status}</dt>
      <dd data-testid="ops-ticket-status-value">{T.statuses[t.status]}</dd>
      <dt>{T.topic}</dt>
      <dd>{T.topics[t.topic]}</dd>
      <dt>{T.from}</dt>
      <dd>
        {t.email}
        {t.userId === null && ` (${T.anonymous})`}
      </dd>
      <dt>{T.language}</dt>
      <dd>{t.language}</dd>
      <dt>{T.opened}</dt>
      <dd>
        {t.createdAt} ({ageText(t.ageSeconds)})
      </dd>
      <dt>{T.closed}</dt>
      <dd>{t.closedAt ?? '—'}</dd>
    </dl>
  );
}

function Thread({ t }: { t: OpsTicket }) {
  return (
    <section className="section" aria-labelledby="ops-ticket-thread">
      <h2 id="ops-ticket-thread">{T.thread}</h2>
      <ol className="page-stack" data-testid="ops-ticket-thread">
        {t.posts.map((p) => (
          <li key={p.id}>
            <p className="text-muted">
              {p.author === 'user' ? T.sender : T.support}, {p.createdAt}
            </p>
            <p>{p.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Ticket({ ticketId, roles }: { ticketId: string; roles: readonly OperatorRole[] }) {
  const [changed, setChanged] = useState<{ ticket: OpsTicket; note: string } | null>(null);
  const query = useQuery(['opsTicket', ticketId], (signal) => call('opsTicket', { params: { ticketId }, signal }));
  const t = changed?.ticket ?? query.data;
  if (!t) return <LoadState query={query} />;
  const mayAct = roleFor(roles, 'tickets', 'act') !== null;
  return (
    <>
      <Facts t={t} />
      {changed && (
        <p role="status" className="text-success">
          {changed.note}
        </p>
      )}
      <Thread t={t} />
      {mayAct ? (
        <TicketActions
          ticket={t}
          onChange={(ticket, note) => setChanged({ ticket, note })}
          onChanged={() => {
            setChanged(null);
            query.retry();
          }}
        />
      ) : (
        <p className="text-muted">{T.readOnly}</p>
      )}
    </>
  );
}

function TicketRoute({ roles }: { roles: readonly OperatorRole[] }) {
  const ticketId = idOfPath(useParams()['*'] ?? '');
  return <Ticket key={ticketId} ticketId={ticketId} roles={roles} />;
}

/** One support ticket: who wrote, about what, the thread; support answers, closes and reopens it. */
export default function OpsTicketPage() {
  return <OpsFrame title={T.ticket}>{(roles) => <TicketRoute roles={roles} />}</OpsFrame>;
}
