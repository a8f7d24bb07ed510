import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RANGES_PER_DAY_MAX, WEEKDAYS, type Availability, type TimeRange } from '#shared/domain/availability';
import { endFromInput, endToInput, timeFromInput } from './range-input';
import { WEEKDAY_KEYS } from './labels';

type Weekly = Availability['weekly'];
const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** One range's From and Until inputs, with its remove button. */
export function RangeFields({
  range,
  label,
  n,
  onChange,
  onRemove,
}: {
  range: TimeRange;
  label: string;
  n: number;
  onChange: (r: TimeRange) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation(['availability']);
  return (
    <div className="av-range">
      <label>
        <span>{t('availability:from')}</span>
        <input
          type="time"
          step={900}
          aria-label={n > 1 ? t('availability:fromOfN', { label, n }) : t('availability:fromOf', { label })}
          value={range.start}
          onChange={(e) => onChange({ ...range, start: timeFromInput(e.target.value) })}
        />
      </label>
      <label>
        <span>{t('availability:until')}</span>
        <input
          type="time"
          step={900}
          aria-label={n > 1 ? t('availability:untilOfN', { label, n }) : t('availability:untilOf', { label })}
          value={endToInput(range.end)}
          onChange={(e) => onChange({ ...range, end: endFromInput(timeFromInput(e.target.value)) })}
        />
      </label>
      {onRemove && (
        <button type="button" className="btn-icon" aria-label={t('availability:removeRange', { label, start: range.start, end: endToInput(range.end) })} onClick={onRemove}>
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** The weekly hours: each weekday's ranges in the expert's zone, several a day. */
export function WeeklyHours({ weekly, onChange }: { weekly: Weekly; onChange: (w: Weekly) => void }) {
  const { t } = useTranslation(['availability']);
  const setDay = (day: keyof Weekly, ranges: TimeRange[]) => onChange({ ...weekly, [day]: ranges });
  return (
    <fieldset className="av-group">
      <legend>{t('availability:weeklyHours')}</legend>
      <p className="text-muted">{t('availability:midnightHint')}</p>
      {WEEKDAYS.map((day) => {
        const label = t(WEEKDAY_KEYS[day]);
        const ranges = weekly[day];
        return (
          <div key={day} className="av-day" role="group" aria-label={label}>
            <span className="av-day-name">{label}</span>
            <div className="av-ranges">
              {ranges.length === 0 && <span className="text-muted">{t('availability:unavailable')}</span>}
              {ranges.map((r, i) => (
                <RangeFields
                  key={i}
                  range={r}
                  label={label}
                  n={i + 1}
                  onChange={(next) => setDay(day, ranges.map((old, j) => (j === i ? next : old)))}
                  onRemove={() => setDay(day, ranges.filter((_, j) => j !== i))}
                />
              ))}
            </div>
            {ranges.length < RANGES_PER_DAY_MAX && (
              <button type="button" className="btn-link" aria-label={t('availability:addHoursOn', { label })} onClick={() => setDay(day, [...ranges, ranges.length ? { ...NEW_RANGE, start: '18:00', end: '20:00' } : NEW_RANGE])}>
                <Plus size={16} aria-hidden="true" />
                {t('availability:addHours')}
              </button>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="btn-link"
        onClick={() => onChange({ ...weekly, tue: weekly.mon, wed: weekly.mon, thu: weekly.mon, fri: weekly.mon })}
      >
        {t('availability:copyToWeekdays')}
      </button>
    </fieldset>
  );
}
