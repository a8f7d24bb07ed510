import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsSuspension } from '#shared/contract/http/ops-users';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { LoadState } from '../LoadState';

const T = OPS_ACCOUNT_TEXTS.suspension;

function Details({ s }: { s: OpsSuspension }) {
  return (
    <dl className="ops-details">
      <dt>{T.since}</dt>
      <dd>{s.suspendedAt}</dd>
      <dt>{T.until}</dt>
      <dd>{s.until ?? T.indefinitely}</dd>
      <dt>{T.reason}</dt>
      <dd>{s.reason}</dd>
      <dt>{T.kept}</dt>
      <dd>{s.keptBookings.length > 0 ? s.keptBookings.join(', ') : '0'}</dd>
    </dl>
  );
}

/**
 * The account's suspension while it lasts and the past ones, for the roles that see suspensions;
 * `version` changes after an action so it is read again.
 */
export function SuspensionNote({ userId, roles, version }: { userId: string; roles: readonly OperatorRole[]; version: number }) {
  const may = roleFor(roles, 'suspensions', 'read') !== null;
  const list = useQuery(may ? ['opsUserSuspensions', userId, version] : null, (signal) => call('opsUserSuspensions', { params: { userId }, signal }));
  if (!may) return null;
  if (!list.data) return <LoadState query={list} />;
  const { current, past } = list.data;
  if (!current && past.length === 0) return null;
  return (
    <section className="section" aria-labelledby="ops-suspension" data-testid="ops-suspension">
      <h2 id="ops-suspension">{T.title}</h2>
      {current && <Details s={current} />}
      {past.length > 0 && (
        <>
          <h3>{T.past}</h3>
          <ul>
            {past.map((s) => (
              <li key={s.id}>
                {s.suspendedAt} – {s.liftedAt}: {s.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
