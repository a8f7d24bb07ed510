import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsBookingPage as BookingPage, OpsTimelineStep } from '#shared/contract/http/ops-money';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { DataTable } from '../DataTable';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { idOfPath } from '../path-id';
import { BookingCancelForm, BookingResettleForm } from '../BookingMoveForms';

const T = OPS_MONEY_TEXTS.booking;
const C = T.columns;

function Facts({ page }: { page: BookingPage }) {
  const { booking: b, dispute, net } = page;
  return (
    <dl className="ops-details" data-testid="ops-booking">
      <dt>{T.gig}</dt>
      <dd>
        {b.gigTitle}, {b.packageTitle} ({b.sessionTime})
      </dd>
      <dt>{T.stage}</dt>
      <dd data-testid="ops-booking-stage">{b.stage}</dd>
      <dt>{T.credits}</dt>
      <dd>{b.credits}</dd>
      <dt>{T.scheduled}</dt>
      <dd>{b.scheduledAt ?? '—'}</dd>
      <dt>{T.created}</dt>
      <dd>{b.createdAt}</dd>
      <dt>{T.buyer}</dt>
      <dd>
        <Link to={`/ops/users/${encodeURIComponent(b.buyer.id)}`}>{b.buyer.name}</Link> ({b.buyer.email})
      </dd>
      <dt>{T.expert}</dt>
      <dd>
        <Link to={`/ops/users/${encodeURIComponent(b.expert.id)}`}>{b.expert.name}</Link> ({b.expert.email})
      </dd>
      <dt>{T.net}</dt>
      <dd data-testid="ops-booking-net">{T.netValue(net.buyer, net.expert)}</dd>
      <dt>{T.dispute}</dt>
      <dd>{dispute ? <Link to={`/ops/disputes/${encodeURIComponent(dispute.id)}`}>{[dispute.stage, dispute.outcome].filter(Boolean).join(', ')}</Link> : T.noDispute}</dd>
    </dl>
  );
}

const whatOf = (s: OpsTimelineStep) => (s.what === 'stage' ? `${s.from ?? '—'} → ${s.to ?? ''}` : [T.steps[s.what], s.to].filter(Boolean).join(': '));
const whoOf = (s: OpsTimelineStep) => (s.actor ? [T.actors[s.actor], s.actorName].filter(Boolean).join(': ') : '—');

function Timeline({ steps }: { steps: readonly OpsTimelineStep[] }) {
  return (
    <section className="section" aria-labelledby="ops-booking-timeline">
      <h2 id="ops-booking-timeline">{T.timeline}</h2>
      <DataTable caption={T.timeline} head={[C.when, C.what, C.who, C.note, C.ledger]} testId="ops-booking-timeline">
        {steps.map((s, i) => (
          <tr key={`${s.at}-${i}`}>
            <td>{s.at}</td>
            <td>{whatOf(s)}</td>
            <td>{whoOf(s)}</td>
            <td>{s.note ?? ''}</td>
            <td>
              {s.ledger.length > 0 && (
                <ul className="ops-ledger-rows">
                  {s.ledger.map((l) => (
                    <li key={l.id}>{T.row(l.side, l.kind, l.credits)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function Booking({ bookingId, roles }: { bookingId: string; roles: readonly OperatorRole[] }) {
  const [moved, setMoved] = useState<{ page: BookingPage; said: string } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const query = useQuery(['opsBooking', bookingId], (signal) => call('opsBooking', { params: { bookingId }, signal }));
  const page = moved?.page ?? query.data;
  if (!page) return <LoadState query={query} />;
  const reload = (message: string) => {
    setConflict(message);
    setMoved(null);
    query.retry();
  };
  const onMoved = (next: BookingPage, said: string) => {
    setConflict(null);
    setMoved({ page: next, said });
  };
  const mayCancel = page.allows.cancel && roleFor(roles, 'bookings', 'act') !== null;
  const mayResettle = page.allows.resettle && roleFor(roles, 'refunds', 'act') !== null;
  return (
    <>
      <Facts page={page} />
      {moved && (
        <p role="status" className="text-success">
          {moved.said}
        </p>
      )}
      {conflict && (
        <p role="alert" className="text-error">
          {conflict}
        </p>
      )}
      <Timeline steps={page.timeline} />
      {mayCancel && <BookingCancelForm key={`c-${page.booking.updatedAt}`} page={page} onMoved={onMoved} onConflict={reload} />}
      {mayResettle && <BookingResettleForm key={`r-${page.booking.updatedAt}`} page={page} onMoved={onMoved} onConflict={reload} />}
      {!mayCancel && !mayResettle && (page.allows.cancel || page.allows.resettle) && <p className="text-muted">{T.readOnly}</p>}
    </>
  );
}

function BookingRoute({ roles }: { roles: readonly OperatorRole[] }) {
  const bookingId = idOfPath(useParams()['*'] ?? '');
  return <Booking key={bookingId} bookingId={bookingId} roles={roles} />;
}

/** One booking: its parties and credits, the timeline of every change with who made it and the ledger rows, and the moves the caller's roles allow. */
export default function OpsBookingPage() {
  return <OpsFrame title={T.title}>{(roles) => <BookingRoute roles={roles} />}</OpsFrame>;
}
