import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useDurations } from '#i18n/durations';
import type { z } from 'zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  BOOKING_NOTE_MAX,
  NOT_ENOUGH_CREDITS_MESSAGE,
  PROPOSED_TIME_REQUIRED_MESSAGE,
  createBookingBodySchema,
  proposedTimesError,
} from '#shared/domain/booking';
import { PRICING_TIERS, type PricingTier } from '#shared/domain/gig-pricing';
import { call, ApiError } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { Modal } from '#ui/Modal';
import { toast } from '#ui/toast';
import { useFormat } from '#i18n/format';
import { TIER_KEYS } from './tiers';
import { useBookingFormat } from './format';
import { deviceTimeZone } from './time';
import { localizeMessage } from '#i18n/messages';
import { SlotPicker } from './SlotPicker';
import '#ui/forms.css';
import './bookings.css';
import './booking-dialog.css';
import { useTranslation } from 'react-i18next';
import { walletHref } from '#features/wallet/wallet-href';
import { SettlementRules } from '#features/sessions/SettlementRules';
import { isVerifyEmailRefusal, VerifyEmailNotice } from '#features/auth/VerifyEmailNotice';

export interface BookablePackage {
  title: string;
  credits: number;
  sessionTime: string;
}

/** What the dialog needs of a gig (the public gig page has it). */
export interface BookableGig {
  id: string;
  title: string;
  pricing: Partial<Record<PricingTier, BookablePackage | null>>;
}

/**
 * The booking dialog opened from a gig page: a package, up to three of its open start times
 * (in the device's time zone, the expert's named; UTC sent), a note; the credits are held from the
 * wallet by the server atomically.
 */
export function BookingDialog({
  gig,
  tier: initialTier,
  onClose,
}: {
  gig: BookableGig;
  tier: PricingTier;
  onClose: () => void;
}) {
  const format = useFormat();
  const { t } = useTranslation(['bookings']);
  const { duration } = useDurations();
  const { credits } = useBookingFormat();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const zone = deviceTimeZone();
  const tiers = PRICING_TIERS.filter((t) => gig.pricing[t]);
  const [tier, setTier] = useState<PricingTier>(
    gig.pricing[initialTier] ? initialTier : (tiers[0] ?? initialTier),
  );
  const [picked, setPicked] = useState<string[]>([]);
  const slots = useQuery(['gigSlots', gig.id, tier], (signal) =>
    call('gigSlots', { params: { id: gig.id }, query: { tier }, signal }),
  );
  // A time that is no longer open (taken meanwhile, or not long enough for another package) is dropped.
  const open = slots.data?.slots;
  useEffect(() => {
    if (open) setPicked((p) => (p.every((t) => open.includes(t)) ? p : p.filter((t) => open.includes(t))));
  }, [open]);
  const [note, setNote] = useState('');
  const [requestId] = useState(() => crypto.randomUUID());
  const wallet = useQuery('walletGet', (signal) => call('walletGet', { signal }));
  const book = useAction(
    async (body: z.output<typeof createBookingBodySchema>) => {
      const res = await call('bookingsCreate', { body });
      toast.success(t('bookings:booked'), { text: t('bookings:bookedText') });
      onClose();
      void navigate(`/bookings/${encodeURIComponent(res.booking.id)}`);
    },
    {
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') wallet.retry();
        if (err instanceof ApiError && err.code === 'SLOT_UNAVAILABLE') slots.retry();
      },
    },
  );
  const { busy, error, setError } = book;
  const notEnough = error === NOT_ENOUGH_CREDITS_MESSAGE || error === localizeMessage(NOT_ENOUGH_CREDITS_MESSAGE) || error === t('bookings:notEnoughCredits');
  const pkg = gig.pricing[tier];
  const balance = wallet.data?.wallet.balance ?? null;
  const short = pkg && balance !== null && balance < pkg.credits;
  const buyLink = walletHref({
    need: pkg ? pkg.credits - (balance ?? 0) : undefined,
    back: location.pathname,
  });

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (picked.length === 0) {
      setError(localizeMessage(PROPOSED_TIME_REQUIRED_MESSAGE));
      return;
    }
    const proposed = picked;
    const parsed = createBookingBodySchema.safeParse({
      gigId: gig.id,
      tier,
      proposedTimes: proposed,
      note,
      timeZone: zone,
      requestId,
    });
    const problem = parsed.success
      ? proposedTimesError(proposed, new Date())
      : (parsed.error.issues[0]?.message ?? null);
    if (problem || !parsed.success) {
      setError(problem === null ? null : localizeMessage(problem));
      return;
    }
    void book.run(parsed.data);
  };

  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} className="bk-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t('bookings:bookTitle')}</h2>
        <p className="text-muted">{gig.title}</p>
        <fieldset className="bk-packages">
          <legend>{t('bookings:package')}</legend>
          {tiers.map((key) => {
            const p = gig.pricing[key];
            if (!p) return null;
            return (
              <label key={key} className={`bk-package ${key === tier ? 'is-on' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-tier`}
                  value={key}
                  checked={key === tier}
                  onChange={() => {
                    setTier(key);
                    setPicked([]);
                  }}
                />
                <span className="bk-package-name">{t(TIER_KEYS[key])}</span>
                <span dir="auto">{p.title}</span>
                <span className="text-muted">{duration(p.sessionTime)}</span>
                <strong>{t('bookings:packageCredits', { count: p.credits, n: format.number(p.credits) })}</strong>
              </label>
            );
          })}
        </fieldset>
        <SlotPicker slots={slots} picked={picked} onChange={setPicked} zone={zone} />
        <label className="form-field">
          <span>{t('bookings:note')}</span>
          <textarea
            value={note}
            rows={3}
            maxLength={BOOKING_NOTE_MAX}
            placeholder={t('bookings:notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <SettlementRules headingLevel={3} />
        <div className="bk-dialog-footer">
          {pkg && (
            <div className="bk-cost" aria-live="polite">
              <p>{t('bookings:cost', { credits: credits(pkg.credits) })}</p>
              {balance !== null && <p className="text-muted">{t('bookings:balance', { credits: credits(balance) })}</p>}
              <p className="text-muted">{t('bookings:holdNotice')}</p>
            </div>
          )}
          {(short || notEnough) && (
            <p className="text-error" role="alert">
              {t('bookings:notEnoughCredits')}{' '}
              <Link to={buyLink} onClick={onClose}>
                {t('bookings:buyCredits')}
              </Link>
            </p>
          )}
          {error && !notEnough && isVerifyEmailRefusal(error) && <VerifyEmailNotice message={error} />}
          {error && !notEnough && !isVerifyEmailRefusal(error) && (
            <p className="text-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn" disabled={busy || !pkg || Boolean(short)}>
            {busy ? t('bookings:booking') : t('bookings:confirmBook', { count: pkg?.credits ?? 0, n: format.number(pkg?.credits ?? 0) })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
