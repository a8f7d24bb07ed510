import { useId, useState, type SubmitEvent } from 'react';
import {
  PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  payoutAccountSchema,
  type PayoutAccountInput,
  type PayoutMethod,
} from '#shared/domain/payouts';
import type { MaskedPayoutAccount } from '#shared/contract/http/payouts';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { TEXTS } from './texts';

type Fields = Record<string, string>;

/** Field messages of a failed save: the form's own check, or the server's answer (same schema). */
const fieldsOf = (err: unknown): Fields =>
  err instanceof ApiError && Object.keys(err.fields).length > 0
    ? err.fields
    : { form: err instanceof Error ? err.message : String(err) };

function Field({
  name,
  label,
  value,
  onChange,
  error,
  ...rest
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const id = useId();
  return (
    <label className="bk-field">
      <span>{label}</span>
      <input
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        {...rest}
      />
      {error && (
        <small id={id} className="bk-error" role="alert">
          {error}
        </small>
      )}
    </label>
  );
}

/**
 * The payout account, saved once (and changeable): a UPI id, or a bank account number with its
 * IFSC and the name on it. Checked with the shared schema before sending; the server answers it masked.
 */
export function PayoutAccountForm({
  onSaved,
  onCancel,
}: {
  onSaved: (a: MaskedPayoutAccount) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [method, setMethod] = useState<PayoutMethod>('upi');
  const [values, setValues] = useState({ upiId: '', holderName: '', accountNumber: '', ifsc: '' });
  const set = (key: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const save = useAction(
    async (body: PayoutAccountInput) => {
      const { payoutAccount } = await call('walletPayoutAccountSave', { body });
      toast.success(TEXTS.accountSaved, { text: payoutAccount.masked });
      onSaved(payoutAccount);
    },
    { errorOf: fieldsOf },
  );
  const errors: Fields = save.error ?? {};

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const body: PayoutAccountInput =
      method === 'upi'
        ? { method, upiId: values.upiId }
        : { method, holderName: values.holderName, accountNumber: values.accountNumber, ifsc: values.ifsc };
    const parsed = payoutAccountSchema.safeParse(body);
    if (!parsed.success) {
      save.setError(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])),
      );
      return;
    }
    void save.run(body);
  };

  return (
    <form className="bk-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TEXTS.payoutTitle}</h2>
      <fieldset className="bk-row">
        <legend>{TEXTS.payoutMethod}</legend>
        {PAYOUT_METHODS.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => {
                setMethod(m);
                save.setError(null);
              }}
            />{' '}
            {PAYOUT_METHOD_LABELS[m]}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        <Field
          name="upiId"
          label={TEXTS.upiId}
          value={values.upiId}
          onChange={set('upiId')}
          error={errors.upiId}
          autoComplete="off"
        />
      ) : (
        <>
          <Field
            name="holderName"
            label={TEXTS.holderName}
            value={values.holderName}
            onChange={set('holderName')}
            error={errors.holderName}
            autoComplete="name"
          />
          <Field
            name="accountNumber"
            label={TEXTS.accountNumber}
            value={values.accountNumber}
            onChange={set('accountNumber')}
            error={errors.accountNumber}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field
            name="ifsc"
            label={TEXTS.ifsc}
            value={values.ifsc}
            onChange={set('ifsc')}
            error={errors.ifsc}
            autoComplete="off"
          />
        </>
      )}
      {errors.form && (
        <p className="bk-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="bk-row">
        <button type="submit" className="bk-button" disabled={save.busy}>
          {save.busy ? TEXTS.saving : TEXTS.saveAccount}
        </button>
        {onCancel && (
          <button type="button" className="bk-link-button" onClick={onCancel}>
            {TEXTS.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
