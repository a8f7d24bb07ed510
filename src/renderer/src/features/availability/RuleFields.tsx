import { useId, useMemo } from 'react';
import { BOOKING_WINDOW_DAYS } from '#shared/domain/booking';
import { MAX_PER_DAY_LIMIT, type Availability } from '#shared/domain/availability';
import { timeZoneChoices } from './time-zones';
import { AVAILABILITY_TEXTS as T } from './texts';

type Rules = Omit<Availability, 'weekly' | 'datesOff' | 'extraDates'>;

const NOTICE_CHOICES = [0, 1, 2, 3, 4, 6, 8, 12, 24, 36, 48, 72];
const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const HORIZON_CHOICES = [7, 14, 21, 30, 45, BOOKING_WINDOW_DAYS];
const CAP_CHOICES = [null, ...Array.from({ length: MAX_PER_DAY_LIMIT }, (_, i) => i + 1)];

/**
 * One setting as a labelled select (named by its label alone, its hint describing it); the saved
 * value is among the choices even when it is none of the usual ones (set through the API).
 */
function ChoiceField<V extends string | number | null>({
  label,
  hint,
  value,
  choices,
  text,
  onChange,
}: {
  label: string;
  hint?: string;
  value: V;
  choices: readonly V[];
  text: (v: V) => string;
  onChange: (v: V) => void;
}) {
  const id = useId();
  const all = choices.includes(value) ? choices : [...choices, value];
  const key = (v: V) => (v === null ? '' : String(v));
  return (
    <div className="bk-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={key(value)}
        onChange={(e) => onChange(all.find((v) => key(v) === e.target.value) ?? value)}
      >
        {all.map((v) => (
          <option key={key(v)} value={key(v)}>
            {text(v)}
          </option>
        ))}
      </select>
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
  const set = <K extends keyof Rules>(key: K) => (v: Rules[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="av-group av-rules">
      <legend>{T.rules}</legend>
      <ChoiceField label={T.timeZone} value={value.timeZone} choices={zones} text={(z) => z} onChange={set('timeZone')} />
      <ChoiceField label={T.notice} hint={T.noticeHint} value={value.noticeHours} choices={NOTICE_CHOICES} text={T.noticeOption} onChange={set('noticeHours')} />
      <ChoiceField label={T.buffer} value={value.bufferMinutes} choices={BUFFER_CHOICES} text={T.bufferOption} onChange={set('bufferMinutes')} />
      <ChoiceField label={T.maxPerDay} value={value.maxPerDay} choices={CAP_CHOICES} text={(n) => (n === null ? T.noLimit : String(n))} onChange={set('maxPerDay')} />
      <ChoiceField label={T.horizon} hint={T.horizonHint} value={value.horizonDays} choices={HORIZON_CHOICES} text={T.horizonOption} onChange={set('horizonDays')} />
    </fieldset>
  );
}
