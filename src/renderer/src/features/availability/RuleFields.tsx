import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { BOOKING_WINDOW_DAYS } from '#shared/domain/booking-rules';
import { MAX_PER_DAY_LIMIT, NOTICE_HOURS_MAX, type Availability } from '#shared/domain/availability';
import { timeZoneChoices } from './time-zones';

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
    <div className="form-field">
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
        <span id={`${id}-hint`} className="text-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The expert's zone, minimum notice, buffer, daily cap and booking horizon. */
export function RuleFields({ value, onChange }: { value: Rules; onChange: (r: Rules) => void }) {
  const { t } = useTranslation(['availability']);
  const format = useFormat();
  const notice = (h: number) => (h === 0 ? t('availability:noticeNone') : t('availability:hours', { count: h, n: format.number(h) }));
  const buffer = (m: number) => (m === 0 ? t('availability:bufferNone') : t('availability:minutes', { count: m, n: format.number(m) }));
  const horizon = (d: number) => t('availability:daysAhead', { count: d, n: format.number(d) });
  const zones = useMemo(() => timeZoneChoices(value.timeZone), [value.timeZone]);
  const set = <K extends keyof Rules>(key: K) => (v: Rules[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="av-group av-rules">
      <legend>{t('availability:rules')}</legend>
      <ChoiceField label={t('availability:timeZone')} value={value.timeZone} choices={zones} text={(z) => z} onChange={set('timeZone')} />
      <ChoiceField label={t('availability:notice')} hint={t('availability:noticeHint', { max: format.number(NOTICE_HOURS_MAX) })} value={value.noticeHours} choices={NOTICE_CHOICES} text={notice} onChange={set('noticeHours')} />
      <ChoiceField label={t('availability:buffer')} value={value.bufferMinutes} choices={BUFFER_CHOICES} text={buffer} onChange={set('bufferMinutes')} />
      <ChoiceField label={t('availability:maxPerDay')} value={value.maxPerDay} choices={CAP_CHOICES} text={(n) => (n === null ? t('availability:noLimit') : format.number(n))} onChange={set('maxPerDay')} />
      <ChoiceField label={t('availability:horizon')} hint={t('availability:horizonHint', { max: format.number(BOOKING_WINDOW_DAYS) })} value={value.horizonDays} choices={HORIZON_CHOICES} text={horizon} onChange={set('horizonDays')} />
    </fieldset>
  );
}
