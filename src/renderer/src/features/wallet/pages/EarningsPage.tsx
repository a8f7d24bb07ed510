import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { LedgerTable } from '../LedgerTable';
import { PayoutAccountForm } from '../PayoutAccountForm';
import { WithdrawForm } from '../WithdrawForm';
import { WithdrawalsTable } from '../WithdrawalsTable';
import { RequireExpertUser } from '#app/guards/RequireExpertUser';
import { useWalletFormat } from '../use-wallet-format';
import { useTranslation } from 'react-i18next';
import '#ui/forms.css';
import '#features/bookings/bookings.css';

function Stat({ label, credits, testId, note }: { label: string; credits: number; testId: string; note?: string }) {
  const format = useWalletFormat();
  return (
    <div className="bk-stat">
      <span>{label}</span>
      <strong data-testid={testId}>{format.credits(credits)}</strong>
      {note && <small>{note}</small>}
    </div>
  );
}

function Earnings() {
  const { t } = useTranslation(['wallet', 'common']);
  const { data, error, retry } = useQuery('walletEarnings', (signal) => call('walletEarnings', { signal }));
  const [editing, setEditing] = useState(false);
  const format = useWalletFormat();
  return (
    <Page title={t('wallet:earningsTitle')} className="page page-stack">
      {error && (
        <RetryAlert
          message={t('common:loadFailed')}
          onRetry={retry}
          className="text-error"
          buttonClassName="btn-link"
        />
      )}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <>
          <div className="bk-stats">
            <Stat label={t('wallet:available')} credits={data.available} testId="earnings-available" />
            <Stat
              label={t('wallet:pending')}
              credits={data.pending}
              testId="earnings-pending"
              note={t('wallet:pendingEarning', { credits: format.credits(data.pendingEarning) })}
            />
            <Stat label={t('wallet:withdrawn')} credits={data.withdrawn} testId="earnings-withdrawn" />
          </div>
          <div className="bk-stats">
            <Stat label={t('wallet:walletBalance')} credits={data.balance} testId="earnings-balance" />
            <Stat label={t('wallet:released')} credits={data.released} testId="earnings-released" />
            <Stat label={t('wallet:fees')} credits={data.fees} testId="earnings-fees" />
            <Stat label={t('wallet:heldForYou')} credits={data.held} testId="earnings-held" />
            <div className="bk-stat">
              <span>{t('wallet:completedSessions')}</span>
              <strong>{format.number(data.completedSessions)}</strong>
              <small>
                {t('wallet:openBookings', { n: format.number(data.openBookings) })}
              </small>
            </div>
          </div>
          <p>
            <Link to="/wallet">{t('wallet:walletTitle')}</Link>
          </p>
          {!data.payoutAccount || editing ? (
            <PayoutAccountForm
              onSaved={() => {
                setEditing(false);
                retry();
              }}
              {...(data.payoutAccount ? { onCancel: () => setEditing(false) } : {})}
            />
          ) : (
            <>
              <WithdrawForm
                key={data.available}
                available={data.available}
                destination={data.payoutAccount.masked}
                onDone={retry}
              />
              <p>
                <button type="button" className="btn-link" onClick={() => setEditing(true)}>
                  {t('wallet:changeAccount')}
                </button>
              </p>
            </>
          )}
          <section className="section" aria-labelledby="withdrawals">
            <h2 id="withdrawals">{t('wallet:withdrawalsTitle')}</h2>
            <WithdrawalsTable withdrawals={data.withdrawals} />
          </section>
          <section className="section" aria-labelledby="releases">
            <h2 id="releases">{t('wallet:releases')}</h2>
            <LedgerTable entries={data.releases} empty={t('wallet:noReleases')} />
          </section>
        </>
      )}
    </Page>
  );
}

/**
 * /users/{username}/earnings: the Business menu's Earnings — available, pending and withdrawn in
 * credits and rupees, the payout account (masked), withdrawing, the withdrawals and released credits.
 */
export default function EarningsPage() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <RequireExpertUser title={t('wallet:earningsTitle')}>
      <Earnings />
    </RequireExpertUser>
  );
}
