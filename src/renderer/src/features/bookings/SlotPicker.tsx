import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { MAX_PROPOSED_TIMES } from '#shared/domain/booking-rules';
import type { GigSlots } from '#shared/contract/http/availability';
import type { Query } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { useFormat } from '#i18n/format';
import { useBookingFormat } from './format';
import { useTranslation } from 'react-i18next';
import './booking-dialog.css';

/**
 * The package's open start times in the buyer's time zone, a day at a time, the expert's zone
 * named; the buyer picks up to three. Only times the server answered as open are offered.
 */
export function SlotPicker({
  slots,
  picked,
  onChange,
  zone,
}: {
  slots: Query<GigSlots>;
  picked: string[];
  onChange: (picked: string[]) => void;
  zone: string;
}) {
  const format = useFormat();
  const { t } = useTranslation(['bookings']);
  const { slotDays, slotLabel } = useBookingFormat();
  const id = useId();
  const data = slots.data;
  const days = useMemo(() => slotDays(data?.slots ?? [], zone), [data, zone, slotDays]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const full = picked.length >= MAX_PROPOSED_TIMES;
  const toggle = (iso: string) =>
    onChange(picked.includes(iso) ? picked.filter((p) => p !== iso) : [...picked, iso].sort());

  return (
    <fieldset className="bk-time-fields">
      <legend>{t('bookings:proposeTimes', { max: format.number(MAX_PROPOSED_TIMES) })}</legend>
      <p className="text-muted">{t('bookings:timeZoneNote', { zone })}</p>
      {data && <p className="text-muted">{t(data.anyTime ? 'bookings:anyTime' : 'bookings:expertZone', { zone: data.timeZone })}</p>}
      {slots.status === 'error' && (
        <RetryAlert message={slots.error.message} onRetry={slots.retry} className="text-error" buttonClassName="btn-link" />
      )}
      {!data && slots.status === 'loading' && <p role="status">{t('bookings:loadingSlots')}</p>}
      {data && days.length === 0 && <p>{t('bookings:noSlots', { count: data.horizonDays, n: format.number(data.horizonDays) })}</p>}
      {day && (
        <>
          <div className="form-field">
            <label htmlFor={`${id}-day`}>{t('bookings:day')}</label>
            <select id={`${id}-day`} value={day.key} onChange={(e) => setDayKey(e.target.value)}>
              {days.map((d) => (
                <option key={d.key} value={d.key}>
                  {t('bookings:dayOption', { label: d.label, count: d.slots.length, n: format.number(d.slots.length) })}
                </option>
              ))}
            </select>
          </div>
          <div role="group" aria-label={t('bookings:timesOn', { label: day.label })} className="bk-slots">
            {day.slots.map((s) => {
              const on = picked.includes(s.iso);
              return (
                <label key={s.iso} className={`bk-slot ${on ? 'is-on' : ''}`}>
                  <input type="checkbox" value={s.iso} checked={on} disabled={!on && full} onChange={() => toggle(s.iso)} />
                  {s.time}
                </label>
              );
            })}
          </div>
        </>
      )}
      {picked.length > 0 && (
        <ul aria-label={t('bookings:picked')} className="bk-picked">
          {picked.map((iso) => {
            const label = slotLabel(iso, zone);
            return (
              <li key={iso}>
                {label}
                <button type="button" className="btn-icon" aria-label={t('bookings:removePicked', { label })} onClick={() => toggle(iso)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="text-muted">{t('bookings:pickLimit', { max: format.number(MAX_PROPOSED_TIMES) })}</p>}
    </fieldset>
  );
}
