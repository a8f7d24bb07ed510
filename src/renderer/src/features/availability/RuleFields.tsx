import { useId, useMemo, type ReactNode } from 'react';
import { BOOKING_WINDOW_DAYS } from '#shared/domain/booking';
import { MAX_PER_DAY_LIMIT, type Availability } from '#shared/domain/availability';
import { timeZoneChoices } from './time-zones';
import { AVAILABILITY_TEXTS as T } from './texts';

type Rules = Omit<Availability, 'weekly' | 'datesOff' | 'extraDates'>;

const NOTICE_CHOICES = [0, 1, 2, 3, 4, 6, 8, 12, 24, 36, 48, 72];
const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const HORIZON_CHOICES = [7, 14, 21, 30, 45, BOOKING_WINDOW_DAYS];
const CAP_CHOICES = Array.from({ length: MAX_PER_DAY_LIMIT }, (_, i) => i + 1);

/** The choices with the saved value among them (a value saved through the API may be another). */
const withValue = (choices: number[], value: number) =>
  choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);

/** A labelled control (named by its label alone) with an optional hint that describes it. */
function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="bk-field">
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint && (
        <span id={`${id}-hint`} className="bk-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The expert's zone, minimum notice, buffer, daily cap and booking horizon. */
export function RuleFields({ value, onChange }: { value: Rules; onChange: (r: Rules) => void }) {
  const zones = useMemo(() => timeZoneChoices(value.timeZone), [value.timeZone]);
  const set = <K extends keyof Rules>(key: K, v: Rules[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="av-group av-rules">
      <legend>{T.rules}</legend>
      <Field label={T.timeZone}>
        {(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={T.notice} hint={T.noticeHint}>
        {(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.noticeHours}
            onChange={(e) => set('noticeHours', Number(e.target.value))}
          >
            {withValue(NOTICE_CHOICES, value.noticeHours).map((h) => (
              <option key={h} value={h}>
                {T.noticeOption(h)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={T.buffer}>
        {(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.bufferMinutes}
            onChange={(e) => set('bufferMinutes', Number(e.target.value))}
          >
            {withValue(BUFFER_CHOICES, value.bufferMinutes).map((m) => (
              <option key={m} value={m}>
                {T.bufferOption(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={T.maxPerDay}>
        {(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.maxPerDay ?? ''}
            onChange={(e) => set('maxPerDay', e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{T.noLimit}</option>
            {CAP_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={T.horizon} hint={T.horizonHint}>
        {(id, describedBy) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.horizonDays}
            onChange={(e) => set('horizonDays', Number(e.target.value))}
          >
            {withValue(HORIZON_CHOICES, value.horizonDays).map((d) => (
              <option key={d} value={d}>
                {T.horizonOption(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
