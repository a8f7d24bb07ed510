import { useCallback, useId, useState, type SubmitEvent } from 'react';
import {
  MAX_TOPUP_CREDITS,
  MIN_TOPUP_CREDITS,
  topupBodySchema,
} from '#shared/domain/wallet';
import type { Wallet } from '#shared/contract/http/wallet';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { useFormat } from '#i18n/format';
import { localizeMessage } from '#i18n/messages';
import { rupeesOf } from '#shared/domain/wallet';
import { useTranslation } from 'react-i18next';
import { isVerifyEmailRefusal, VerifyEmailNotice } from '#features/auth/VerifyEmailNotice';
import { useProviderCheckout } from './use-provider-checkout';
import type { PaymentState } from '#shared/contract/http/payments';

/** Quick picks on the Buy credits form. */
const TOPUP_PRESETS = [10, 50, 100, 500] as const;

/** One purchase attempt: its idempotency key is sent again when the same amount is retried. */
type Attempt = { requestId: string; credits: number };

/**
 * Buy credits through the payment provider. The built-in test mode adds them at once; a hosted
 * provider answers a checkout page to go to (its webhook adds the credits). Each purchase carries a
 * request id: pressing Buy again after a failure (the answer lost, the server restarted) for the same
 * amount resends it, so the server answers the first purchase instead of charging twice; a success
 * or another amount starts a new one.
 */
export function BuyCredits({
  wallet,
  initial,
  onBought,
}: {
  wallet: Wallet;
  initial?: number;
  onBought: (w: Wallet) => void;
}) {
  const format = useFormat();
  const { t } = useTranslation(['wallet']);
  const id = useId();
  const [amount, setAmount] = useState<string>(String(initial ?? TOPUP_PRESETS[1]));
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const credits = Number(amount);
  const shown = Number.isFinite(credits) ? credits : 0;
  const paid = useCallback(
    (state: Pick<PaymentState, 'credits' | 'wallet'>) => {
      // Paid: the next purchase is a new one, with its own key.
      setAttempt(null);
      toast.success(t('wallet:bought'), { text: t('wallet:boughtText', { count: state.credits, n: format.number(state.credits) }) });
      onBought(state.wallet);
    },
    [onBought, t, format],
  );
  const provider = useProviderCheckout(paid);
  const buy = useAction(async (current: Attempt) => {
    setNote(null);
    const res = await call('walletCheckout', { body: { credits: current.credits, requestId: current.requestId } });
    if (res.status === 'paid') {
      paid(res);
      return;
    }
    // Still to pay (a hosted checkout): the same key reopens this purchase's order, never a second one.
    const outcome = await provider.pay(res);
    if (outcome === 'closed') setNote(t('wallet:checkoutClosed'));
  });
  const { busy, error, setError } = buy;

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = topupBodySchema.safeParse({ credits: amount.trim() === '' ? undefined : credits });
    if (!parsed.success) {
      setError(localizeMessage(parsed.error.issues[0]?.message ?? '') || null);
      return;
    }
    const current =
      attempt?.credits === parsed.data.credits
        ? attempt
        : { requestId: crypto.randomUUID(), credits: parsed.data.credits };
    setAttempt(current);
    void buy.run(current);
  };

  return (
    <form
      className="card bk-buy"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('wallet:buyTitle')}</h2>
      {wallet.provider.testMode && (
        <p className="bk-test-mode" role="note">
          {t('wallet:testMode')}
        </p>
      )}
      <div className="row" role="group" aria-label={t('wallet:quickAmounts')}>
        {TOPUP_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`bk-chip ${credits === p ? 'is-on' : ''}`}
            aria-pressed={credits === p}
            onClick={() => setAmount(String(p))}
          >
            {format.number(p)}
          </button>
        ))}
      </div>
      <label className="form-field">
        <span>{t('wallet:creditsToBuy')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={MIN_TOPUP_CREDITS}
          max={MAX_TOPUP_CREDITS}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      {error && isVerifyEmailRefusal(error) && <VerifyEmailNotice message={error} />}
      {error && !isVerifyEmailRefusal(error) && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="text-muted" role="status">
          {note}
        </p>
      )}
      {provider.waiting && (
        <div className="text-muted" role="status" aria-label={t('wallet:waitingTitle')}>
          <strong>{t('wallet:waitingTitle')}</strong>
          <p>{provider.failedOnce ? t('wallet:paymentFailed') : t('wallet:waitingBody')}</p>
          <a href={provider.waiting.url} target="_blank" rel="noopener noreferrer">
            {t('wallet:openAgain')}
          </a>
        </div>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy
          ? t('wallet:buying')
          : t('wallet:buyFor', { count: shown, n: format.number(shown), rupees: format.rupees(rupeesOf(shown)) })}
      </button>
      {!wallet.provider.testMode && <p className="text-muted">{wallet.provider.label}</p>}
    </form>
  );
}
