import { useState, type SubmitEvent } from 'react';
import { call } from '#api/client';
import type { OpsPayoutRow } from '#shared/contract/http/ops-money';
import { opsPayoutActionBodySchema } from '#shared/domain/ops-money';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { ActionError } from './ActionError';
import { ReasonField } from './ReasonField';
import { fieldMessages, useOpsAction } from './ops-action';

const T = OPS_MONEY_TEXTS.money;

/**
 * Finance's two answers to a failed payout, with one reason: pay it out again, or leave its credits
 * in the wallet. Done (or resolved meanwhile: 409), the list reloads.
 */
export function PayoutRowActions({ payout, onDone }: { payout: OpsPayoutRow; onDone: (said: string) => void }) {
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useOpsAction(
    (verb: 'retry' | 'return', body: { reason: string }) =>
      verb === 'retry' ? call('opsPayoutRetry', { params: { payoutId: payout.id }, body }) : call('opsPayoutReturn', { params: { payoutId: payout.id }, body }),
    (failure) => {
      if (failure.status === 409) onDone(failure.message);
    },
  );

  const send = async (verb: 'retry' | 'return') => {
    const parsed = opsPayoutActionBodySchema.safeParse({ reason });
    setFields(parsed.success ? {} : fieldMessages(parsed.error.issues));
    if (!parsed.success) return;
    const done = await action.run(verb, parsed.data);
    if (done) onDone(done.outcome === 'retried' ? T.retried : T.returned);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void send('retry');
  };

  return (
    <form onSubmit={submit} noValidate className="page-stack" data-testid="ops-payout-actions" aria-label={`${payout.user.name}, ${payout.credits}`}>
      <ReasonField label={T.reason} value={reason} error={{ ...action.error?.fields, ...fields }.reason} onChange={setReason} />
      <ActionError failure={action.error} />
      <div className="row">
        <button type="submit" className="btn" disabled={action.busy}>
          {T.retry}
        </button>
        <button type="button" className="btn is-secondary" disabled={action.busy} onClick={() => void send('return')}>
          {T.returnToWallet}
        </button>
      </div>
      {action.dialog}
    </form>
  );
}
