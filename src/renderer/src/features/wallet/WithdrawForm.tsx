import { useId, useState, type SubmitEvent } from 'react';
import {
  MAX_WITHDRAWAL_CREDITS,
  MIN_WITHDRAWAL_CREDITS,
  withdrawBodySchema,
  withdrawOverAvailableMessage,
} from '#shared/domain/payouts';
import { rupeesOf } from '#shared/domain/pricing-tiers';
import { useFormat } from '#i18n/format';
import { localizeMessage } from '#i18n/messages';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { useTranslation } from 'react-i18next';

/** One withdrawal attempt: its idempotency key is sent again when the same amount is retried. */
type Attempt = { requestId: string; credits: number };

/**
 * Withdraw available earnings to the saved account (at least 100 credits). Each attempt carries a
 * request id, so pressing Withdraw again after a lost answer takes the credits once. Under the
 * minimum there is nothing to press: the form says what is available and from when it can be
 * withdrawn. The page gives it a new key when the available credits change, so the amount it
 * offers is always taken from what is left.
 */
export function WithdrawForm({
  available,
  destination,
  onDone,
}: {
  available: number;
  destination: string;
  onDone: () => void;
}) {
  const format = useFormat();
  const { t } = useTranslation(['wallet']);
  const id = useId();
  const [amount, setAmount] = useState(
    String(Math.max(MIN_WITHDRAWAL_CREDITS, Math.min(available, MAX_WITHDRAWAL_CREDITS))),
  );
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const credits = Number(amount);
  const shown = Number.isFinite(credits) ? credits : 0;
  const go = useAction(async (current: Attempt) => {
    const res = await call('walletWithdraw', { body: current });
    setAttempt(null);
    toast.success(t('wallet:withdrawalRequested'), {
      text: t('wallet:withdrawalText', {
        count: res.withdrawal.credits,
        n: format.number(res.withdrawal.credits),
        destination: res.withdrawal.destination,
      }),
    });
    onDone();
  });

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = withdrawBodySchema.safeParse({ credits: amount.trim() === '' ? undefined : credits });
    if (!parsed.success) {
      go.setError(localizeMessage(parsed.error.issues[0]?.message ?? '') || null);
      return;
    }
    if (parsed.data.credits > available) {
      go.setError(localizeMessage(withdrawOverAvailableMessage(available)));
      return;
    }
    const current =
      attempt?.credits === parsed.data.credits
        ? attempt
        : { requestId: crypto.randomUUID(), credits: parsed.data.credits };
    setAttempt(current);
    void go.run(current);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wallet:withdrawTitle')}</h2>
      <p>
        {t('wallet:paidTo')} <strong data-testid="payout-destination">{destination}</strong>
      </p>
      {available < MIN_WITHDRAWAL_CREDITS ? (
        <p data-testid="withdraw-below-minimum">
          {t('wallet:belowMinimum', { min: format.number(MIN_WITHDRAWAL_CREDITS) })}
        </p>
      ) : (
        <>
          <label className="form-field">
            <span>{t('wallet:creditsToWithdraw')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_WITHDRAWAL_CREDITS}
              max={MAX_WITHDRAWAL_CREDITS}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          {go.error && (
            <p className="text-error" role="alert">
              {go.error}
            </p>
          )}
          <button type="submit" className="btn" disabled={go.busy}>
            {go.busy
              ? t('wallet:withdrawing')
              : t('wallet:withdrawFor', {
                  count: shown,
                  n: format.number(shown),
                  rupees: format.rupees(rupeesOf(shown)),
                })}
          </button>
        </>
      )}
    </form>
  );
}
