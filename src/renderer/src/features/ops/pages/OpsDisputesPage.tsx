import { Link } from 'react-router-dom';
import { call } from '#api/client';
import type { OpsDisputeRow } from '#shared/contract/http/ops-disputes';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { PagedList } from '../PagedList';

const T = OPS_TEXTS.disputes;

function Row({ d }: { d: OpsDisputeRow }) {
  return (
    <tr>
      <td>{d.deadline ?? T.stages.decided}</td>
      <td>{T.stages[d.stage]}</td>
      <td>
        <Link to={`/ops/disputes/${encodeURIComponent(d.id)}`}>{d.gigTitle}</Link>
      </td>
      <td>{d.buyer.name}</td>
      <td>{d.expert.name}</td>
      <td>{d.credits}</td>
    </tr>
  );
}

function List() {
  return (
    <PagedList<OpsDisputeRow>
      id="ops-disputes-title"
      texts={T}
      head={[T.deadline, T.stage, T.session, T.buyer, T.expert, T.credits]}
      testId="ops-disputes"
      queryKey="opsDisputes"
      load={async (page, signal) => {
        const answer = await call('opsDisputes', { query: { page }, signal });
        return { rows: answer.disputes, hasMore: answer.hasMore };
      }}
      row={(d) => <Row key={d.id} d={d} />}
    />
  );
}

/** The disputes support has to decide, the nearest deadline first; each opens its own page. */
export default function OpsDisputesPage() {
  return <OpsFrame title={T.title}>{() => <List />}</OpsFrame>;
}
