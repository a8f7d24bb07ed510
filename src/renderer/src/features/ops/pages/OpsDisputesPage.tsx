import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsDisputeRow } from '#shared/contract/http/ops-disputes';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { Pager } from '../Pager';

const T = OPS_TEXTS.disputes;

function Rows({ rows }: { rows: readonly OpsDisputeRow[] }) {
  if (rows.length === 0) return <p>{T.none}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid="ops-disputes">
        <caption className="visually-hidden">{T.list}</caption>
        <thead>
          <tr>
            <th scope="col">{T.deadline}</th>
            <th scope="col">{T.stage}</th>
            <th scope="col">{T.session}</th>
            <th scope="col">{T.buyer}</th>
            <th scope="col">{T.expert}</th>
            <th scope="col">{T.credits}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td>{d.deadline ?? T.stages.decided}</td>
              <td>{T.stages[d.stage]}</td>
              <td>
                <Link to={`/ops/disputes/${encodeURIComponent(d.id)}`}>{d.gigTitle}</Link>
              </td>
              <td>{d.buyer.name}</td>
              <td>{d.expert.name}</td>
              <td>{d.credits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function List() {
  const [page, setPage] = useState(1);
  const list = useQuery(['opsDisputes', page], (signal) => call('opsDisputes', { query: { page }, signal }));
  if (!list.data) return <LoadState query={list} />;
  return (
    <section className="section" aria-labelledby="ops-disputes-title">
      <h2 id="ops-disputes-title">{T.list}</h2>
      <Rows rows={list.data.disputes} />
      <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} labels={T} />
    </section>
  );
}

/** The disputes support has to decide, the nearest deadline first; each opens its own page. */
export default function OpsDisputesPage() {
  return <OpsFrame title={T.title}>{() => <List />}</OpsFrame>;
}
