import { useId, useState, type SubmitEvent } from 'react';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { useStepUp } from '#features/account/StepUpDialog';
import type { OpsDispute } from '#shared/contract/http/ops-disputes';
import { DISPUTE_DECIDED_CODE, DISPUTE_MESSAGES, DISPUTE_OUTCOMES, decideDisputeBodySchema, splitFits, type DisputeOutcome } from '#shared/domain/dispute';
import { OPERATOR_REASON_MAX } from '#shared/domain/operator-roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { ActionError } from './ActionError';
import { failureOf } from './step-up-failure';

const T = OPS_TEXTS.disputes;

type Field = 'outcome' | 'credits' | 'reason';
type DecideBody = ReturnType<typeof decideDisputeBodySchema.parse>;

/** The form's field a schema issue belongs to (the split's credits sit inside `outcome`). */
const fieldOf = (path: readonly PropertyKey[]): Field => (path[0] === 'reason' ? 'reason' : path[1] === 'buyerCredits' ? 'credits' : 'outcome');

/**
 * Support's decision: the outcome, the buyer's credits for a split, and a reason. Checked with the
 * schema the server uses (its messages under each field); a session without a recent second factor
 * is asked for a code and the decision is sent again; an account without one is sent to its settings.
 */
export function DisputeDecideForm({
  dispute,
  onDecided,
  onDecidedElsewhere,
}: {
  dispute: OpsDispute;
  onDecided: (d: OpsDispute) => void;
  /** Decided meanwhile (another operator, a lapsed deadline): the page reloads it to show what happened. */
  onDecidedElsewhere: (message: string) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<DisputeOutcome | null>(null);
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const stepUp = useStepUp();
  const decide = useAction((body: DecideBody) => stepUp.run(() => call('opsDisputeDecide', { params: { disputeId: dispute.id }, body })), {
    errorOf: failureOf,
    onError: (err, shown) => {
      if (err instanceof ApiError && err.code === DISPUTE_DECIDED_CODE) onDecidedElsewhere(shown.message);
    },
  });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const amount = /^\d+$/.test(credits.trim()) ? Number(credits.trim()) : Number.NaN;
    const body = { outcome: kind === 'split' ? { kind, buyerCredits: amount } : kind === null ? undefined : { kind }, reason };
    const found: Partial<Record<Field, string>> = {};
    const parsed = decideDisputeBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
    }
    if (kind === 'split' && (Number.isNaN(amount) || (parsed.success && !splitFits(parsed.data.outcome, dispute.credits)))) found.credits = DISPUTE_MESSAGES.splitRange;
    if (kind === null) found.outcome = T.chooseOutcome;
    setFields(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const decided = await decide.run(parsed.data);
    if (decided) onDecided(decided);
  };

  const describedBy = (field: Field) => (fields[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    fields[field] && (
      <span id={`${id}-${field}-error`} className="text-error">
        {fields[field]}
      </span>
    );

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.decideTitle}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="page-stack" data-testid="ops-decide">
        <fieldset aria-describedby={describedBy('outcome')}>
          <legend>{T.outcome}</legend>
          {DISPUTE_OUTCOMES.map((o) => (
            <label key={o} className="row">
              <input type="radio" name="outcome" value={o} checked={kind === o} onChange={() => setKind(o)} />
              <span>{T.outcomes[o]}</span>
            </label>
          ))}
          {fieldError('outcome')}
        </fieldset>
        {kind === 'split' && (
          <label className="form-field">
            <span>{T.buyerCredits(dispute.credits)}</span>
            <input
              name="buyerCredits"
              inputMode="numeric"
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
              aria-invalid={fields.credits ? true : undefined}
              aria-describedby={describedBy('credits')}
            />
            {fieldError('credits')}
          </label>
        )}
        <label className="form-field">
          <span>{T.decisionReason}</span>
          <textarea
            name="reason"
            value={reason}
            maxLength={OPERATOR_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={fields.reason ? true : undefined}
            aria-describedby={describedBy('reason')}
          />
          {fieldError('reason')}
        </label>
        <ActionError failure={decide.error} />
        <div className="row">
          <button type="submit" className="btn" disabled={decide.busy}>
            {decide.busy ? T.submitting : T.submit}
          </button>
        </div>
      </form>
      {stepUp.dialog}
    </section>
  );
}
