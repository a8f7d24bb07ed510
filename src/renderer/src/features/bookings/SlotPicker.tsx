import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { MAX_PROPOSED_TIMES } from '#shared/domain/booking';
import type { GigSlots } from '#shared/contract/http/availability';
import type { Query } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { slotDays, slotLabel } from './slot-days';
import { TEXTS } from './texts';
import './booking-dialog.css';

/**
 * The package's open start times in the buyer's time zone, a day at a time, the expert's zone
 * named; the buyer picks up to three (issue 27). Only times the server answered as open are offered.
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
  const id = useId();
  const data = slots.data;
  const days = useMemo(() => slotDays(data?.slots ?? [], zone), [data, zone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const full = picked.length >= MAX_PROPOSED_TIMES;
  const toggle = (iso: string) =>
    onChange(picked.includes(iso) ? picked.filter((p) => p !== iso) : [...picked, iso].sort());

  return (
    <fieldset className="bk-time-fields">
      <legend>{TEXTS.proposeTimes}</legend>
      <p className="bk-muted">{TEXTS.timeZoneNote(zone)}</p>
      {data && <p className="bk-muted">{data.anyTime ? TEXTS.anyTime : TEXTS.expertZone(data.timeZone)}</p>}
      {slots.status === 'error' && (
        <RetryAlert message={slots.error.message} onRetry={slots.retry} className="bk-error" buttonClassName="bk-link-button" />
      )}
      {!data && slots.status === 'loading' && <p role="status">{TEXTS.loadingSlots}</p>}
      {data && days.length === 0 && <p>{TEXTS.noSlots(data.horizonDays)}</p>}
      {day && (
        <>
          <div className="bk-field">
            <label htmlFor={`${id}-day`}>{TEXTS.day}</label>
            <select id={`${id}-day`} value={day.key} onChange={(e) => setDayKey(e.target.value)}>
              {days.map((d) => (
                <option key={d.key} value={d.key}>
                  {TEXTS.dayOption(d.label, d.slots.length)}
                </option>
              ))}
            </select>
          </div>
          <div role="group" aria-label={TEXTS.timesOn(day.label)} className="bk-slots">
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
        <ul aria-label={TEXTS.picked} className="bk-picked">
          {picked.map((iso) => {
            const label = slotLabel(iso, zone);
            return (
              <li key={iso}>
                {label}
                <button type="button" className="bk-icon-button" aria-label={TEXTS.removePicked(label)} onClick={() => toggle(iso)}>
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="bk-muted">{TEXTS.pickLimit}</p>}
    </fieldset>
  );
}
