import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '#shared/contract/http/requests';
import {
  DECLINE_REASONS,
  OFFER_TIMES_MAX,
  REQUEST_SESSION_TIMES,
  createOfferBodySchema,
  type DeclineReason,
} from '#shared/domain/requests';
import type { PricingTier } from '#shared/domain/pricing-tiers';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import type { FullKey } from '#i18n/namespaces';
import { useDurations } from '#i18n/durations';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { useBookingFormat } from '#features/bookings/format';
import { deviceTimeZone } from '#features/bookings/time';
import { refusalText } from './refusal';
import { Field } from './Field';
import { CreditsField } from './CreditsField';

const REASON_KEYS: Record<DeclineReason, FullKey<'bookings'>> = {
  busy: 'bookings:rq.reason.busy',
  outside_skills: 'bookings:rq.reason.outside_skills',
  budget_low: 'bookings:rq.reason.budget_low',
  times: 'bookings:rq.reason.times',
  other: 'bookings:rq.reason.other',
};

/** The start times a request's windows offer, every 30 minutes, for the expert to pick from. */
function startsIn(request: RequestDetail): string[] {
  const out: string[] = [];
  for (const w of request.windows)
    for (let s = Date.parse(w.start); s < Date.parse(w.end); s += 30 * 60_000)
      out.push(new Date(s).toISOString());
  return out;
}

/** A matched expert's answer: an offer (one of their packages or custom terms, 1–3 start times) or a decline with a reason. */
export function OfferForm({
  request,
  onDone,
}: {
  request: RequestDetail;
  onDone: (r: RequestDetail) => void;
}) {
  const { t } = useTranslation(['bookings']);
  const localize = useOnDemandMessages('request-rules');
  const durations = useDurations();
  const { sessionTime } = useBookingFormat();
  const zone = deviceTimeZone();
  const gigs = useQuery('myGigs', (signal) => call('myGigs', { signal }));
  const packages = (gigs.data ?? [])
    .filter((g) => g.active && !g.hidden)
    .flatMap((g) =>
      (['basic', 'standard', 'premium'] as const).map((tier) => ({ gig: g, tier, pkg: g.pricing[tier] })),
    );
  const [pick, setPick] = useState('custom');
  const [credits, setCredits] = useState(String(request.budgetMin));
  const [length, setLength] = useState(request.sessionTime);
  const [message, setMessage] = useState('');
  const starts = startsIn(request);
  const [times, setTimes] = useState<string[]>(starts.slice(0, 1));
  const [reason, setReason] = useState<DeclineReason>('busy');

  const send = useAction(
    async (body: ReturnType<typeof createOfferBodySchema.parse>) => {
      onDone((await call('requestsOffer', { params: { requestId: request.id }, body })).request);
    },
    { errorOf: refusalText },
  );
  const decline = useAction(
    async () => {
      onDone(
        (await call('requestsDecline', { params: { requestId: request.id }, body: { reason } })).request,
      );
    },
    { errorOf: refusalText },
  );

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const [gigId, tier] = pick === 'custom' ? [null, null] : (pick.split(':') as [string, PricingTier]);
    const parsed = createOfferBodySchema.safeParse(
      gigId === null
        ? { credits: Number(credits), sessionTime: length, message, times }
        : { gigId, tier, message, times },
    );
    if (!parsed.success) {
      send.setError(localize(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    void send.run(parsed.data);
  };

  return (
    <>
      <form className="rq-form" onSubmit={submit} noValidate aria-labelledby="rq-offer-title">
        <h2 id="rq-offer-title">{t('bookings:rq.offerTitle')}</h2>
        <Field label={t('bookings:rq.offerKind')}>
          {(id) => (
            <select id={id} value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="custom">{t('bookings:rq.offerCustom')}</option>
              {packages.map(({ gig, tier, pkg }) => (
                <option key={`${gig.id}:${tier}`} value={`${gig.id}:${tier}`}>
                  {`${gig.title} · ${pkg.title} · ${t('bookings:rq.price', { credits: pkg.credits })}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {pick === 'custom' && (
          <div className="rq-pair">
            <CreditsField label={t('bookings:rq.offerCredits')} value={credits} onChange={setCredits} min={0} />
            <Field label={t('bookings:rq.field.sessionTime')}>
              {(id) => (
                <select id={id} value={length} onChange={(e) => setLength(e.target.value)}>
                  {REQUEST_SESSION_TIMES.map((s) => (
                    <option key={s} value={s}>
                      {durations.duration(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        <label>
          {t('bookings:rq.offerMessage')}
          <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} dir="auto" />
        </label>
        <fieldset className="rq-times">
          <legend>{t('bookings:rq.offerTimes')}</legend>
          {starts.map((iso) => (
            <label key={iso}>
              <input
                type="checkbox"
                checked={times.includes(iso)}
                disabled={!times.includes(iso) && times.length >= OFFER_TIMES_MAX}
                onChange={(e) =>
                  setTimes(e.target.checked ? [...times, iso] : times.filter((x) => x !== iso))
                }
              />{' '}
              {sessionTime(iso, zone)}
            </label>
          ))}
        </fieldset>
        {send.error && (
          <p className="text-error" role="alert">
            {send.error}
          </p>
        )}
        <button type="submit" className="btn" disabled={send.busy}>
          {send.busy ? t('bookings:rq.sendingOffer') : t('bookings:rq.sendOffer')}
        </button>
      </form>
      <form
        className="rq-form"
        onSubmit={(e) => {
          e.preventDefault();
          void decline.run();
        }}
      >
        <Field label={t('bookings:rq.declineReason')}>
          {(id) => (
            <select
              id={id}
              value={reason}
              onChange={(e) => setReason(DECLINE_REASONS.find((r) => r === e.target.value) ?? 'busy')}
            >
              {DECLINE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_KEYS[r])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {decline.error && (
          <p className="text-error" role="alert">
            {decline.error}
          </p>
        )}
        <button type="submit" className="btn-link" disabled={decline.busy}>
          {t('bookings:rq.decline')}
        </button>
      </form>
    </>
  );
}
