import { Link, useSearchParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { BuyCredits } from '../BuyCredits';
import { LedgerTable } from '../LedgerTable';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { isSafeBack } from '../wallet-href';
import { useWalletFormat } from '../use-wallet-format';
import { useTranslation } from 'react-i18next';
import '#ui/forms.css';
import '#features/bookings/bookings.css';

function Wallet() {
  const { t } = useTranslation(['wallet', 'common']);
  const { credits } = useWalletFormat();
  const [params] = useSearchParams();
  const need = Number(params.get('need') ?? '') || undefined;
  const back = params.get('back');
  const wallet = useQuery('walletGet', (signal) => call('walletGet', { signal }));
  const { data, error, retry } = wallet;
  return (
    <Page title={t('wallet:walletTitle')} className="page page-stack">
      {error && <RetryAlert message={t('common:loadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <>
          <div className="bk-stats">
            <div className="bk-stat">
              <span>{t('wallet:walletBalance')}</span>
              <strong data-testid="wallet-balance">{credits(data.wallet.balance)}</strong>
            </div>
            <div className="bk-stat">
              <span>{t('wallet:walletHeld')}</span>
              <strong>{credits(data.wallet.held)}</strong>
            </div>
          </div>
          {back && isSafeBack(back) && (
            <p>
              <Link to={back}>{t('wallet:returnToBooking')}</Link>
            </p>
          )}
          <BuyCredits wallet={data.wallet} initial={need} onBought={retry} />
          <section className="section" aria-labelledby="wallet-history">
            <h2 id="wallet-history">{t('wallet:history')}</h2>
            <LedgerTable entries={data.entries} empty={t('wallet:noHistory')} />
          </section>
        </>
      )}
    </Page>
  );
}

/** /wallet: balance, credits held for open bookings, Buy credits, and the ledger's history. */
export default function WalletPage() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <RequireSignIn title={t('wallet:walletTitle')}>
      <Wallet />
    </RequireSignIn>
  );
}
