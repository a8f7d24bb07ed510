import { useEffect, useState } from 'react';
import type { Booking } from '../../../../../shared/domain/booking';
import { call } from '../../../api/client';
import { DASHBOARD_TEXTS } from '../texts';

type State = { kind: 'loading' } | { kind: 'none' } | { kind: 'order'; order: Booking };

/** 'Your last order': the expert's newest booking, or 'No orders yet!'; a failed fetch is only logged. */
export function LastOrder() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    call('bookingsExpert', { query: { sortBy: 'latest' } })
      .then(({ bookings }) => {
        const order = bookings[0];
        if (live) setState(order ? { kind: 'order', order } : { kind: 'none' });
      })
      .catch((e: unknown) => {
        console.error('The expert orders could not be loaded.', e);
        if (live) setState({ kind: 'none' });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="dash-card" aria-labelledby="dash-last-order">
      <h2 id="dash-last-order">{DASHBOARD_TEXTS.lastOrder}</h2>
      {state.kind === 'loading' && <div className="dash-placeholder" aria-hidden="true" />}
      {state.kind === 'none' && <p className="dash-empty">{DASHBOARD_TEXTS.noOrders}</p>}
      {state.kind === 'order' && (
        <dl className="dash-order">
          <div>
            <dt>Gig</dt>
            <dd>{state.order.gigTitle}</dd>
          </div>
          <div>
            <dt>Buyer</dt>
            <dd>{state.order.buyer.name}</dd>
          </div>
          <div>
            <dt>Skill</dt>
            <dd>{state.order.skill}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{new Date(state.order.date).toLocaleDateString()}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{state.order.status}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{state.order.amount} credits</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
