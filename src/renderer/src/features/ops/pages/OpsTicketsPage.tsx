import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsTicketRow } from '#shared/contract/http/ops-tickets';
import { ageText } from '#shared/domain/ops-console-texts';
import { OPS_TICKETS_TEXTS as T } from '#shared/domain/ops-tickets-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { Pager } from '../Pager';

function Rows({ rows }: { rows: readonly OpsTicketRow[] }) {
  if (rows.length === 0) return <p>{T.none}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid="ops-tickets">
        <caption className="visually-hidden">{T.list}</caption>
        <thead>
          <tr>
            <th scope="col">{T.age}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.subject}</th>
            <th scope="col">{T.topic}</th>
            <th scope="col">{T.from}</th>
            <th scope="col">{T.waiting}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
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
          ))}
        </tbody>
      </table>
    </div>
  );
}

function List() {
  const [page, setPage] = useState(1);
  const list = useQuery(['opsTickets', page], (signal) => call('opsTickets', { query: { page }, signal }));
  if (!list.data) return <LoadState query={list} />;
  return (
    <section className="section" aria-labelledby="ops-tickets-title">
      <h2 id="ops-tickets-title">{T.list}</h2>
      <Rows rows={list.data.tickets} />
      <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} labels={T} />
    </section>
  );
}

/** Support tickets, the open ones first and the oldest first, with their age; each opens its own page. */
export default function OpsTicketsPage() {
  return <OpsFrame title={T.title}>{() => <List />}</OpsFrame>;
}
