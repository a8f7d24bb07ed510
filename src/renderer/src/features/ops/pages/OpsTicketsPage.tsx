import { Link } from 'react-router-dom';
import { call } from '#api/client';
import type { OpsTicketRow } from '#shared/contract/http/ops-tickets';
import { ageText } from '#shared/domain/ops-console-texts';
import { OPS_TICKETS_TEXTS as T } from '#shared/domain/ops-tickets-texts';
import { OpsFrame } from '../OpsFrame';
import { PagedList } from '../PagedList';

function Row({ r }: { r: OpsTicketRow }) {
  return (
    <tr>
      <td>{ageText(r.ageSeconds)}</td>
      <td>{T.statuses[r.status]}</td>
      <td>
        <Link to={`/ops/tickets/${encodeURIComponent(r.id)}`}>{r.subject}</Link>
      </td>
      <td>{T.topics[r.topic]}</td>
      <td>
        {r.email}
        {r.userId === null && ` (${T.anonymous})`}
      </td>
      <td>{r.status === 'open' ? T.waitingFor[r.lastFrom] : '—'}</td>
    </tr>
  );
}

function List() {
  return (
    <PagedList<OpsTicketRow>
      id="ops-tickets-title"
      texts={T}
      head={[T.age, T.status, T.subject, T.topic, T.from, T.waiting]}
      testId="ops-tickets"
      queryKey="opsTickets"
      load={async (page, signal) => {
        const answer = await call('opsTickets', { query: { page }, signal });
        return { rows: answer.tickets, hasMore: answer.hasMore };
      }}
      row={(r) => <Row key={r.id} r={r} />}
    />
  );
}

/** Support tickets, the open ones first and the oldest first, with their age; each opens its own page. */
export default function OpsTicketsPage() {
  return <OpsFrame title={T.title}>{() => <List />}</OpsFrame>;
}
