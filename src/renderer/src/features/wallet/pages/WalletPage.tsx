import { Link, useSearchParams } from 'react-router-dom';
import { formatCredits } from '#shared/domain/wallet';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { BuyCredits } from '../BuyCredits';
import { LedgerTable } from '../LedgerTable';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { isSafeBack } from '../wallet-href';
import { TEXTS } from '../texts';
import '#features/bookings/bookings.css';

function Wallet() {
  const [params] = useSearchParams();
  const need = Number(params.get('need') ?? '') || undefined;
  const back = params.get('back');
  const wallet = useQuery('walletGet', (signal) => call('walletGet', { signal }));
  const { data, error, retry } = wallet;
  return (
    <Page title={TEXTS.walletTitle} className="page bk-page">
      {error && <RetryAlert message={TEXTS.loadFailed} onRetry={retry} className="bk-error" buttonClassName="bk-link-button" />}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <>
          <div className="bk-stats">
            <div className="bk-stat">
              <span>{TEXTS.walletBalance}</span>
              <strong data-testid="wallet-balance">{formatCredits(data.wallet.balance)}</strong>
            </div>
            <div className="bk-stat">
              <span>{TEXTS.walletHeld}</span>
              <strong>{formatCredits(data.wallet.held)}</strong>
            </div>
          </div>
          {back && isSafeBack(back) && (
            <p>
              <Link to={back}>{TEXTS.returnToBooking}</Link>
            </p>
          )}
          <BuyCredits wallet={data.wallet} initial={need} onBought={retry} />
          <section className="bk-section" aria-labelledby="wallet-history">
            <h2 id="wallet-history">{TEXTS.history}</h2>
            <LedgerTable entries={data.entries} empty={TEXTS.noHistory} />
          </section>
        </>
      )}
    </Page>
  );
}

/** /wallet: balance, credits held for open bookings, Buy credits, and the ledger's history. */
export default function WalletPage() {
  return (
    <RequireSignIn title={TEXTS.walletTitle}>
      <Wallet />
    </RequireSignIn>
  );
}
