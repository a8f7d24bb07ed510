import { useId, useState, type SubmitEvent } from 'react';
import {
  MAX_TOPUP_CREDITS,
  MIN_TOPUP_CREDITS,
  TEST_MODE_NOTICE,
  formatRupees,
  rupeesOf,
  topupBodySchema,
} from '#shared/domain/wallet';
import type { Wallet } from '#shared/contract/http/wallet';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { TEXTS } from './texts';

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
  const id = useId();
  const [amount, setAmount] = useState<string>(String(initial ?? TOPUP_PRESETS[1]));
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const credits = Number(amount);
  const buy = useAction(async (current: Attempt) => {
    const res = await call('walletCheckout', { body: { credits: current.credits, requestId: current.requestId } });
    setAttempt(null);
    if (res.checkoutUrl) {
      window.location.assign(res.checkoutUrl);
      return;
    }
    toast.success(TEXTS.bought, { text: `${res.credits} credits` });
    onBought(res.wallet);
  });
  const { busy, error, setError } = buy;

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = topupBodySchema.safeParse({ credits: amount.trim() === '' ? undefined : credits });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
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
      className="bk-card bk-buy"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{TEXTS.buyTitle}</h2>
      {wallet.provider.testMode && (
        <p className="bk-test-mode" role="note">
          {TEST_MODE_NOTICE}
        </p>
      )}
      <div className="bk-row" role="group" aria-label="Quick amounts">
        {TOPUP_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`bk-chip ${credits === p ? 'is-on' : ''}`}
            aria-pressed={credits === p}
            onClick={() => setAmount(String(p))}
          >
            {p}
          </button>
        ))}
      </div>
      <label className="bk-field">
        <span>{TEXTS.creditsToBuy}</span>
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
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bk-button" disabled={busy}>
        {busy
          ? TEXTS.buying
          : TEXTS.buyFor(
              Number.isFinite(credits) ? credits : 0,
              formatRupees(rupeesOf(Number.isFinite(credits) ? credits : 0)),
            )}
      </button>
      {!wallet.provider.testMode && <p className="bk-muted">{wallet.provider.label}</p>}
    </form>
  );
}
