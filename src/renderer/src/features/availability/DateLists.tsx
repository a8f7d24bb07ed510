import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formattersFor } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { X } from 'lucide-react';
import type { Availability, TimeRange } from '#shared/domain/availability';
import { RangeFields } from './WeeklyHours';
import { endToInput } from './range-input';

type Dates = Pick<Availability, 'datesOff' | 'extraDates'>;

function DateItem({ text, date, onRemove }: { text: string; date: string; onRemove: () => void }) {
  const { t } = useTranslation(['availability']);
  return (
    <li>
      {text}
      <button type="button" className="btn-icon" aria-label={t('availability:removeDate', { date })} onClick={onRemove}>
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}

/** Dates off, and extra dates with their own hours (dates in the expert's zone). */
export function DateLists({ value, onChange }: { value: Dates; onChange: (d: Dates) => void }) {
  const { t } = useTranslation(['availability']);
  const language = useLanguage();
  // A calendar date (YYYY-MM-DD) is midnight UTC: written in UTC so no zone moves it a day.
  const day = useMemo(() => formattersFor(language, 'UTC').date, [language]);
  const [off, setOff] = useState('');
  const [extra, setExtra] = useState('');
  const [range, setRange] = useState<TimeRange>({ start: '10:00', end: '14:00' });
  const addOff = () => {
    if (!off || value.datesOff.includes(off)) return;
    onChange({ ...value, datesOff: [...value.datesOff, off].sort() });
    setOff('');
  };
  const addExtra = () => {
    if (!extra) return;
    const existing = value.extraDates.find((d) => d.date === extra);
    const extraDates = existing
      ? value.extraDates.map((d) => (d.date === extra ? { ...d, ranges: [...d.ranges, range] } : d))
      : [...value.extraDates, { date: extra, ranges: [range] }].sort((a, b) => a.date.localeCompare(b.date));
    onChange({ ...value, extraDates });
    setExtra('');
  };
  return (
    <>
      <fieldset className="av-group">
        <legend>{t('availability:datesOff')}</legend>
        <ul className="av-dates">
          {value.datesOff.length === 0 && <li className="text-muted">{t('availability:noDates')}</li>}
          {value.datesOff.map((d) => (
            <DateItem key={d} text={day(d)} date={day(d)} onRemove={() => onChange({ ...value, datesOff: value.datesOff.filter((x) => x !== d) })} />
          ))}
        </ul>
        <div className="av-range">
          <input type="date" aria-label={t('availability:dateOff')} value={off} onChange={(e) => setOff(e.target.value)} />
          <button type="button" className="btn is-secondary" onClick={addOff}>
            {t('availability:addDateOff')}
          </button>
        </div>
      </fieldset>
      <fieldset className="av-group">
        <legend>{t('availability:extraDates')}</legend>
        <p className="text-muted">{t('availability:extraDatesHint')}</p>
        <ul className="av-dates">
          {value.extraDates.length === 0 && <li className="text-muted">{t('availability:noDates')}</li>}
          {value.extraDates.map((d) => (
            <DateItem
              key={d.date}
              text={t('availability:extraDateItem', { date: day(d.date), ranges: d.ranges.map((r) => `${r.start}–${endToInput(r.end)}`).join(', ') })}
              date={day(d.date)}
              onRemove={() => onChange({ ...value, extraDates: value.extraDates.filter((x) => x.date !== d.date) })}
            />
          ))}
        </ul>
        <div className="av-range">
          <input type="date" aria-label={t('availability:extraDate')} value={extra} onChange={(e) => setExtra(e.target.value)} />
          <RangeFields range={range} label={t('availability:extraDate')} n={1} onChange={setRange} />
          <button type="button" className="btn is-secondary" onClick={addExtra}>
            {t('availability:addExtraDate')}
          </button>
        </div>
      </fieldset>
    </>
  );
}
