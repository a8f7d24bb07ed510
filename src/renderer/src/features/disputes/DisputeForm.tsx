import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASONS, DISPUTE_TEXT_MAX, openDisputeBodySchema, type OpenDisputeBody } from '#shared/domain/dispute';
import type { BookingDispute } from '#shared/contract/http/disputes';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { localizeMessage } from '#i18n/messages';
import { toast } from '#ui/toast';
import { REASON_KEYS } from './reason-keys';

/**
 * Opening a dispute: a reason from the fixed list and a text, checked with the server's own schema
 * before it is sent. The reason list takes the focus when the form appears.
 */
export function DisputeForm({ bookingId, onOpened, onCancel }: { bookingId: string; onOpened: (d: BookingDispute) => void; onCancel: () => void }) {
  const { t } = useTranslation(['bookings']);
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  useEffect(() => first.current?.focus(), []);
  const send = useAction(async (body: OpenDisputeBody) => {
    const res = await call('disputeOpen', { params: { bookingId }, body });
    toast.success(t('bookings:dispute.opened'));
    onOpened(res);
  });
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = openDisputeBodySchema.safeParse({ reason: reason || undefined, text });
    if (!parsed.success) {
      send.setError(localizeMessage(parsed.error.issues[0]?.message ?? '') || null);
      return;
    }
    void send.run(parsed.data);
  };
  return (
    <form className="page-stack" onSubmit={submit} noValidate aria-describedby={send.error ? `${id}-error` : undefined}>
      <label className="form-field">
        <span>{t('bookings:dispute.reasonLabel')}</span>
        <select ref={first} value={reason} onChange={(e) => setReason(e.target.value)} required>
          <option value="">{t('bookings:dispute.reasonPick')}</option>
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_KEYS[r])}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>{t('bookings:dispute.textLabel')}</span>
        <textarea value={text} maxLength={DISPUTE_TEXT_MAX} rows={5} onChange={(e) => setText(e.target.value)} required />
        <span className="form-counter">
          {text.length}/{DISPUTE_TEXT_MAX}
        </span>
      </label>
      {send.error && (
        <p id={`${id}-error`} className="text-error" role="alert">
          {send.error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn" disabled={send.busy}>
          {send.busy ? t('bookings:dispute.sending') : t('bookings:dispute.submit')}
        </button>
        <button type="button" className="btn-link" onClick={onCancel}>
          {t('bookings:dispute.cancel')}
        </button>
      </div>
    </form>
  );
}
