import { Link } from 'react-router-dom';
import { formatCredits } from '#shared/domain/wallet';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { LedgerTable } from '../LedgerTable';
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
  const { data, error } = useQuery('walletEarnings', (signal) => call('walletEarnings', { signal }));
  return (
    <Page title={TEXTS.earningsTitle} className="page bk-page">
      {error && <p className="bk-error">{TEXTS.loadFailed}</p>}
      {!data && !error && <p role="status">{TEXTS.loading}</p>}
      {data && (
        <>
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
          <section className="bk-section" aria-labelledby="releases">
            <h2 id="releases">{TEXTS.releases}</h2>
            <LedgerTable entries={data.releases} empty={TEXTS.noReleases} />
          </section>
        </>
      )}
    </Page>
  );
}

/** /users/{username}/earnings: the Business menu's Earnings — balance, released and held credits, in rupees too. */
export default function EarningsPage() {
  return (
    <RequireExpertUser title={TEXTS.earningsTitle}>
      <Earnings />
    </RequireExpertUser>
  );
}
