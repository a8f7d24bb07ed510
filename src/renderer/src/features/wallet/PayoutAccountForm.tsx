import { useId, useState, type SubmitEvent } from 'react';
import {
  PAYOUT_METHODS,
  payoutAccountSchema,
  type PayoutAccountInput,
  type PayoutMethod,
} from '#shared/domain/payouts';
import type { MaskedPayoutAccount } from '#shared/contract/http/payouts';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { localizeMessage } from '#i18n/messages';
import { METHOD_KEYS } from './use-wallet-format';
import { useTranslation } from 'react-i18next';

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
    <label className="form-field">
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
        <small id={id} className="text-error" role="alert">
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
  const { t } = useTranslation(['wallet']);
  const id = useId();
  const [method, setMethod] = useState<PayoutMethod>('upi');
  const [values, setValues] = useState({ upiId: '', holderName: '', accountNumber: '', ifsc: '' });
  const set = (key: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const save = useAction(
    async (body: PayoutAccountInput) => {
      const { payoutAccount } = await call('walletPayoutAccountSave', { body });
      toast.success(t('wallet:accountSaved'), { text: payoutAccount.masked });
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
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), localizeMessage(i.message)])),
      );
      return;
    }
    void save.run(body);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wallet:payoutTitle')}</h2>
      <fieldset className="row">
        <legend>{t('wallet:payoutMethod')}</legend>
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
            {t(METHOD_KEYS[m])}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        <Field
          name="upiId"
          label={t('wallet:upiId')}
          value={values.upiId}
          onChange={set('upiId')}
          error={errors.upiId}
          autoComplete="off"
        />
      ) : (
        <>
          <Field
            name="holderName"
            label={t('wallet:holderName')}
            value={values.holderName}
            onChange={set('holderName')}
            error={errors.holderName}
            autoComplete="name"
          />
          <Field
            name="accountNumber"
            label={t('wallet:accountNumber')}
            value={values.accountNumber}
            onChange={set('accountNumber')}
            error={errors.accountNumber}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field
            name="ifsc"
            label={t('wallet:ifsc')}
            value={values.ifsc}
            onChange={set('ifsc')}
            error={errors.ifsc}
            autoComplete="off"
          />
        </>
      )}
      {errors.form && (
        <p className="text-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn" disabled={save.busy}>
          {save.busy ? t('wallet:saving') : t('wallet:saveAccount')}
        </button>
        {onCancel && (
          <button type="button" className="btn-link" onClick={onCancel}>
            {t('wallet:cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
