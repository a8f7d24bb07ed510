import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, Cancellation } from '#shared/contract/http/bookings';
import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from '#shared/domain/session-cancellation';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { Modal } from '#ui/Modal';
import { toast } from '#ui/toast';
import { useFormat } from '#i18n/format';
import { useBookingFormat } from './format';

/**
 * What a cancellation does with the credits, in words: to the buyer before (the dialog) and after it
 * was done, and to the expert once done.
 */
export function useCancellationText() {
  const { t } = useTranslation(['bookings']);
  const { credits } = useBookingFormat();
  const hours = LATE_CANCELLATION_HOURS;
  return (c: Cancellation, reader: 'buyer' | 'buyerDone' | 'expert'): string => {
    const amounts = { hours, credits: credits(c.toBuyer), fee: credits(c.toExpert), back: credits(c.toBuyer) };
    if (reader === 'expert') {
      const key = c.terms === 'late' ? 'bookings:cancelSession.expertLate' : c.terms === 'early' ? 'bookings:cancelSession.expertEarly' : 'bookings:cancelSession.expertPro';
      return t(key, amounts);
    }
    const done = reader === 'buyerDone';
    switch (c.terms) {
      case 'early':
        return t(done ? 'bookings:cancelSession.earlyDone' : 'bookings:cancelSession.early', amounts);
      case 'free_with_pro':
        return t(done ? 'bookings:cancelSession.proDone' : 'bookings:cancelSession.pro', amounts);
      case 'late':
        return t(done ? 'bookings:cancelSession.lateDone' : 'bookings:cancelSession.late', amounts);
    }
  };
}

/**
 * The buyer's "Cancel session" on an accepted session before its start: a dialog that first asks the
 * server for the terms at this moment (the 24-hour mark, the buyer's Pro), says what happens to the
 * credits, and cancels with the fee it showed; should the server's fee have grown meanwhile (409), the
 * new terms are loaded and shown instead.
 */
export function CancelSession({ booking, onChange }: { booking: Booking; onChange: (b: Booking) => void }) {
  const { t } = useTranslation(['bookings']);
  const { percent } = useFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [terms, setTerms] = useState<Cancellation | null>(null);
  const say = useCancellationText();
  const reload = async () => {
    const fresh = (await call('bookingsGet', { params: { bookingId: booking.id } })).booking;
    setTerms(fresh.cancellation);
    if (fresh.stage !== booking.stage) onChange(fresh);
  };
  const loader = useAction(reload);
  const canceller = useAction(
    async (fee: number) => {
      try {
        const res = await call('bookingsCancel', { params: { bookingId: booking.id }, body: { fee } });
        toast.success(t('bookings:cancelSession.done'));
        onChange(res.booking);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'CANCELLATION_FEE_CHANGED') await reload();
        throw err;
      }
    },
  );
  const openDialog = () => {
    setTerms(null);
    setOpen(true);
    void loader.run();
  };
  const close = () => {
    if (canceller.pending) return;
    setOpen(false);
    canceller.setError(null);
  };
  const error = canceller.error ?? loader.error;
  return (
    <>
      <button type="button" className="btn is-secondary" onClick={openDialog}>
        {t('bookings:cancelSession.button')}
      </button>
      <Modal open={open} onClose={close} labelledBy={`${id}-title`} closeOnBackdrop={false} closeLabel={t('bookings:keep')}>
        <div className="bk-cancel-dialog">
          <h2 id={`${id}-title`}>{t('bookings:cancelSession.title')}</h2>
          {terms ? (
            <p data-testid="cancel-terms">{say(terms, 'buyer')}</p>
          ) : (
            !error && <p role="status">{t('bookings:cancelSession.loading')}</p>
          )}
          <p className="text-muted">
            {t('bookings:cancelSession.rule', { hours: LATE_CANCELLATION_HOURS, percent: percent(LATE_CANCELLATION_FEE_PERCENT) })}
          </p>
          {error && (
            <p className="text-error" role="alert">
              {error}
            </p>
          )}
          <div className="row">
            <button
              type="button"
              className="btn is-danger"
              disabled={!terms || canceller.pending !== null}
              onClick={() => terms && void canceller.run(terms.toExpert)}
            >
              {canceller.pending ? t('bookings:working') : t('bookings:cancelSession.confirm')}
            </button>
            <button type="button" className="btn is-secondary" disabled={canceller.pending !== null} onClick={close}>
              {t('bookings:keep')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
