import { useCallback } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import type { Subscription, SubscriptionInvoice } from '#shared/contract/http/subscriptions';
import { FINAL_STATUSES, LIVE_STATUSES, type SubscriptionStatus } from '#shared/domain/pro-plans';
import { useFormat } from '#i18n/format';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { PLAN_LABEL, STATUS_LABEL } from '../labels';
import { useRefreshWhile } from '../use-refresh-while';
import type { BillingArrival } from '../subscription-checkout';
import '../pro.css';

/** Started, or its mandate given, and not yet charged: the provider's webhook is still to come. */
const WAITING_STATUSES: readonly SubscriptionStatus[] = ['created', 'authenticated'];

/** "You are not on Pro", with the way to join. */
function NotOnPro() {
  const { t } = useTranslation(['guide']);
  return (
    <p>
      {t('guide:pro.billing.none')} <Link to="/pro">{t('guide:pro.links.join')}</Link>
    </p>
  );
}

/** Whether the checkout that led here was paid (its signed answer verified): shown until the webhook comes. */
function useArrivedPaid(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && (state as Partial<BillingArrival>).paymentReceived === true;
}

function Plan({ subscription, onChanged }: { subscription: Subscription; onChanged: () => void }) {
  const { t } = useTranslation(['guide']);
  const format = useFormat();
  const cancel = useAction(async () => {
    await call('subscriptionCancel', { params: { subscriptionId: subscription.id } });
    onChanged();
  });
  const until = subscription.paidUntil ? format.date(subscription.paidUntil) : null;
  const ended = FINAL_STATUSES.includes(subscription.status);
  // The server starts a new subscription once this one may no longer be charged and its paid period is
  // over (a checkout never finished, or Pro ended): the page then offers to join again.
  // Paid in the checkout just now: the webhook that makes it active is on its way, so the page says so
  // instead of offering to join again. It grants nothing; the state stays the webhook's.
  const arrivedPaid = useArrivedPaid();
  const activating = arrivedPaid && !subscription.entitled && WAITING_STATUSES.includes(subscription.status);
  const mayJoinAgain = !activating && !subscription.entitled && !LIVE_STATUSES.includes(subscription.status);
  return (
    <section aria-labelledby="billing-plan" className="section">
      <h2 id="billing-plan">{t(PLAN_LABEL[subscription.planId])}</h2>
      <dl className="pro-facts">
        <dt>{t('guide:pro.billing.status')}</dt>
        <dd data-testid="billing-status">{t(STATUS_LABEL[subscription.status])}</dd>
        {until && (
          <>
            <dt>{t('guide:pro.billing.paidUntil')}</dt>
            <dd>{until}</dd>
          </>
        )}
      </dl>
      {/* Always there, so a screen reader hears the payment received, then Pro active when the webhook comes. */}
      <p role="status" className="pro-note">
        {activating ? t('guide:pro.billing.activating') : arrivedPaid && subscription.entitled ? t('guide:pro.billing.activated') : null}
      </p>
      {subscription.status === 'halted' && until && (
        <p role="alert" className="text-error">
          {t('guide:pro.billing.halted', { date: until })}
        </p>
      )}
      {(subscription.cancelRequestedAt !== null || subscription.status === 'cancelled') && subscription.entitled && until && (
        <p role="status">{t('guide:pro.billing.endsOn', { date: until })}</p>
      )}
      {!ended && subscription.cancelRequestedAt === null && (
        <button type="button" className="btn" disabled={cancel.busy} aria-busy={cancel.busy} onClick={() => void cancel.run()}>
          {t('guide:pro.billing.cancel')}
        </button>
      )}
      {cancel.error && (
        <p role="alert" className="text-error">
          {cancel.error}
        </p>
      )}
      {mayJoinAgain && <NotOnPro />}
    </section>
  );
}

function Invoices({ invoices }: { invoices: SubscriptionInvoice[] }) {
  const { t } = useTranslation(['guide']);
  const format = useFormat();
  return (
    <section aria-labelledby="billing-invoices" className="section">
      <h2 id="billing-invoices">{t('guide:pro.billing.invoices')}</h2>
      {invoices.length === 0 ? (
        <p>{t('guide:pro.billing.noInvoices')}</p>
      ) : (
        <table className="pro-table">
          <thead>
            <tr>
              <th scope="col">{t('guide:pro.billing.paidAt')}</th>
              <th scope="col">{t('guide:pro.billing.plan')}</th>
              <th scope="col">{t('guide:pro.billing.period')}</th>
              <th scope="col">{t('guide:pro.billing.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((i) => (
              <tr key={i.id}>
                <td>{format.date(i.paidAt)}</td>
                <td>{t(PLAN_LABEL[i.planId])}</td>
                <td>{t('guide:pro.billing.range', { from: format.date(i.periodStart), to: format.date(i.periodEnd) })}</td>
                <td>{format.rupees(i.amountMinor / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Billing() {
  const { t } = useTranslation(['guide', 'common']);
  const mine = useQuery('subscriptionMine', (signal) => call('subscriptionMine', { signal }));
  const invoices = useQuery('subscriptionInvoices', (signal) => call('subscriptionInvoices', { signal }));
  const failed = mine.error ?? invoices.error;
  const { retry: retryMine } = mine;
  const { retry: retryInvoices } = invoices;
  const retry = useCallback(() => {
    retryMine();
    retryInvoices();
  }, [retryMine, retryInvoices]);
  // Back from the provider's checkout before its webhook came: the page shows the state when it lands.
  const subscription = mine.data?.subscription ?? null;
  useRefreshWhile(subscription !== null && !subscription.entitled && WAITING_STATUSES.includes(subscription.status), retry);
  return (
    <Page title={t('guide:pro.billing.title')} className="page page-stack">
      {failed && <RetryAlert message={t('common:loadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!mine.data && !failed && <p role="status">{t('common:loading')}</p>}
      {mine.data &&
        (mine.data.subscription ? <Plan subscription={mine.data.subscription} onChanged={retry} /> : <NotOnPro />)}
      {invoices.data && <Invoices invoices={invoices.data.invoices} />}
    </Page>
  );
}

/** /settings/billing: the caller's Pro plan and its state, cancel, and the invoices. */
export default function BillingPage() {
  const { t } = useTranslation(['guide']);
  return (
    <RequireSignIn title={t('guide:pro.billing.title')}>
      <Billing />
    </RequireSignIn>
  );
}
