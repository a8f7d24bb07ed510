import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCredits } from '#shared/domain/wallet';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { LedgerTable } from '../LedgerTable';
import { PayoutAccountForm } from '../PayoutAccountForm';
import { WithdrawForm } from '../WithdrawForm';
import { WithdrawalsTable } from '../WithdrawalsTable';
import { RequireExpertUser } from '#app/guards/RequireExpertUser';
import { TEXTS } from '../texts';
import '#features/bookings/bookings.css';

function Stat({ label, credits, testId }: { label: string; credits: number; testId: string }) {
  return (
    <div className="bk-stat">
      <span>{label}</span>
      <strong data-testid={testId}>{formatCredits(credits)}</strong>
    </div>
  );
}

function Earnings() {
  const { data, error, retry } = useQuery('walletEarnings', (signal) => call('walletEarnings', { signal }));
  const [editing, setEditing] = useState(false);
  return (
    <Page title={TEXTS.earningsTitle} className="page bk-page">
      {error && (
        <RetryAlert
          message={TEXTS.loadFailed}
          onRetry={retry}
          className="bk-error"
          buttonClassName="bk-link-button"
        />
      )}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <>
          <div className="bk-stats">
            <Stat label={TEXTS.available} credits={data.available} testId="earnings-available" />
            <Stat label={TEXTS.pending} credits={data.pending} testId="earnings-pending" />
            <Stat label={TEXTS.withdrawn} credits={data.withdrawn} testId="earnings-withdrawn" />
          </div>
          <div className="bk-stats">
            <Stat label={TEXTS.walletBalance} credits={data.balance} testId="earnings-balance" />
            <Stat label={TEXTS.released} credits={data.released} testId="earnings-released" />
            <Stat label={TEXTS.heldForYou} credits={data.held} testId="earnings-held" />
            <div className="bk-stat">
              <span>{TEXTS.completedSessions}</span>
              <strong>{data.completedSessions}</strong>
              <small>
                {TEXTS.openBookings}: {data.openBookings}
              </small>
            </div>
          </div>
          <p>
            <Link to="/wallet">{TEXTS.walletTitle}</Link>
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
                available={data.available}
                destination={data.payoutAccount.masked}
                onDone={retry}
              />
              <p>
                <button type="button" className="bk-link-button" onClick={() => setEditing(true)}>
                  {TEXTS.changeAccount}
                </button>
              </p>
            </>
          )}
          <section className="bk-section" aria-labelledby="withdrawals">
            <h2 id="withdrawals">{TEXTS.withdrawalsTitle}</h2>
            <WithdrawalsTable withdrawals={data.withdrawals} />
          </section>
          <section className="bk-section" aria-labelledby="releases">
            <h2 id="releases">{TEXTS.releases}</h2>
            <LedgerTable entries={data.releases} empty={TEXTS.noReleases} />
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
  return (
    <RequireExpertUser title={TEXTS.earningsTitle}>
      <Earnings />
    </RequireExpertUser>
  );
}
