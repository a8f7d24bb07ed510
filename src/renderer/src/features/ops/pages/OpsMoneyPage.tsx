import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsPayoutRow } from '#shared/contract/http/ops-money';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { DataTable } from '../DataTable';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { PayoutRowActions } from '../PayoutRowActions';

const T = OPS_MONEY_TEXTS.money;
const C = T.columns;

function Payouts({ caption, rows, action }: { caption: string; rows: readonly OpsPayoutRow[]; action?: (p: OpsPayoutRow) => ReactNode }) {
  if (rows.length === 0) return <p>{T.none}</p>;
  const head = [C.when, C.who, C.credits, C.to, C.status, C.why, ...(action ? [C.act] : [])];
  return (
    <DataTable caption={caption} head={head}>
      {rows.map((p) => (
        <tr key={p.id} data-testid="ops-payout">
          <td>{p.createdAt}</td>
          <td>
            <Link to={`/ops/users/${encodeURIComponent(p.user.id)}`}>{p.user.name}</Link> ({p.user.email})
          </td>
          <td>{p.credits}</td>
          <td>{p.destination}</td>
          <td>{p.status}</td>
          <td>{p.failureReason ?? ''}</td>
          {action && <td>{action(p)}</td>}
        </tr>
      ))}
    </DataTable>
  );
}

function Money({ roles }: { roles: readonly OperatorRole[] }) {
  const [said, setSaid] = useState<string | null>(null);
  const queue = useQuery('opsPayouts', (signal) => call('opsPayouts', { signal }));
  const mayAct = roleFor(roles, 'payouts', 'act') !== null;
  const done = (message: string) => {
    setSaid(message);
    queue.retry();
  };
  return (
    <>
      {roleFor(roles, 'reconciliation', 'read') && (
        <p>
          <Link to="/ops/money/reconciliation">{T.reconciliation}</Link>
        </p>
      )}
      {said && (
        <p role="status" className="text-success">
          {said}
        </p>
      )}
      {!queue.data ? (
        <LoadState query={queue} />
      ) : (
        <>
          <section className="section" aria-labelledby="ops-payouts-failed">
            <h2 id="ops-payouts-failed">{T.failed}</h2>
            {!mayAct && <p className="text-muted">{T.readOnly}</p>}
            <Payouts caption={T.failed} rows={queue.data.failed} {...(mayAct ? { action: (p: OpsPayoutRow) => <PayoutRowActions payout={p} onDone={done} /> } : {})} />
          </section>
          <section className="section" aria-labelledby="ops-payouts-waiting">
            <h2 id="ops-payouts-waiting">{T.waiting}</h2>
            <Payouts caption={T.waiting} rows={queue.data.waiting} />
          </section>
        </>
      )}
    </>
  );
}

/** Money: withdrawals failed (finance retries or closes them) and waiting, oldest first; the way to the reconciliation. */
export default function OpsMoneyPage() {
  return <OpsFrame title={T.title}>{(roles) => <Money roles={roles} />}</OpsFrame>;
}
