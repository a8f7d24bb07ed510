import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsDispute } from '#shared/contract/http/ops-disputes';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { idOfPath } from '../path-id';
import { DisputeDecideForm } from '../DisputeDecideForm';

const T = OPS_TEXTS.disputes;

function Facts({ d }: { d: OpsDispute }) {
  return (
    <dl className="ops-details" data-testid="ops-dispute">
      <dt>{T.stage}</dt>
      <dd data-testid="ops-dispute-stage">{T.stages[d.stage]}</dd>
      <dt>{T.session}</dt>
      <dd>
        {d.gigTitle} ({d.booking.scheduledAt ?? d.booking.id})
      </dd>
      <dt>{T.buyer}</dt>
      <dd>
        {d.buyer.name} ({d.buyer.email})
      </dd>
      <dt>{T.expert}</dt>
      <dd>
        {d.expert.name} ({d.expert.email})
      </dd>
      <dt>{T.credits}</dt>
      <dd>{d.credits}</dd>
      <dt>{T.settled}</dt>
      <dd>{d.settledToBuyer ? T.buyer : T.expert}</dd>
      <dt>{T.reason}</dt>
      <dd>{T.reasons[d.reason]}</dd>
      <dt>{T.openedBy}</dt>
      <dd>{d.openedBy === 'buyer' ? T.buyer : T.expert}</dd>
      <dt>{T.opened}</dt>
      <dd>{d.createdAt}</dd>
      <dt>{T.answerDue}</dt>
      <dd>{d.answeredAt ?? d.answerDueAt}</dd>
      <dt>{T.decisionDue}</dt>
      <dd>{d.decisionDueAt ?? '—'}</dd>
    </dl>
  );
}

function Thread({ d }: { d: OpsDispute }) {
  return (
    <section className="section" aria-labelledby="ops-dispute-thread">
      <h2 id="ops-dispute-thread">{T.thread}</h2>
      <ol className="page-stack" data-testid="ops-dispute-thread">
        {d.posts.map((p) => (
          <li key={p.id}>
            <p className="text-muted">
              {p.side === 'buyer' ? T.buyer : T.expert}: {p.authorName}, {p.createdAt}
            </p>
            <p>{p.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Decision({ d }: { d: OpsDispute }) {
  if (d.outcome === null || d.buyerCredits === null || d.expertCredits === null) return null;
  return (
    <section className="section" aria-labelledby="ops-dispute-decision">
      <h2 id="ops-dispute-decision">{T.decision}</h2>
      <p data-testid="ops-dispute-decision">
        {T.outcomes[d.outcome]}. {T.shares(d.buyerCredits, d.expertCredits)}
      </p>
      <p className="text-muted">{T.decidedBy(d.decidedBy ?? '', d.decidedAt ?? '')}</p>
    </section>
  );
}

function Dispute({ disputeId, roles }: { disputeId: string; roles: readonly OperatorRole[] }) {
  const [decided, setDecided] = useState<OpsDispute | null>(null);
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const query = useQuery(['opsDispute', disputeId], (signal) => call('opsDispute', { params: { disputeId }, signal }));
  const d = decided ?? query.data;
  if (!d) return <LoadState query={query} />;
  const mayDecide = roleFor(roles, 'disputes', 'act') !== null;
  return (
    <>
      <Facts d={d} />
      {decided && (
        <p role="status" className="text-success">
          {T.decided}
        </p>
      )}
      {elsewhere && (
        <p role="alert" className="text-error">
          {elsewhere}
        </p>
      )}
      <Thread d={d} />
      <Decision d={d} />
      {d.stage !== 'decided' &&
        (mayDecide ? (
          <DisputeDecideForm
            dispute={d}
            onDecided={setDecided}
            onDecidedElsewhere={(message) => {
              setElsewhere(message);
              query.retry();
            }}
          />
        ) : (
          <p className="text-muted">{T.readOnly}</p>
        ))}
    </>
  );
}

function DisputeRoute({ roles }: { roles: readonly OperatorRole[] }) {
  const disputeId = idOfPath(useParams()['*'] ?? '');
  return <Dispute key={disputeId} disputeId={disputeId} roles={roles} />;
}

/** One dispute for support: the parties, the session, the deadlines, the thread, and the decision (support only). */
export default function OpsDisputePage() {
  return <OpsFrame title={T.dispute}>{(roles) => <DisputeRoute roles={roles} />}</OpsFrame>;
}
