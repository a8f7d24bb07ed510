import { useState } from 'react';
import { X } from 'lucide-react';
import type { Availability, TimeRange } from '#shared/domain/availability';
import { RangeFields } from './WeeklyHours';
import { endToInput } from './range-input';
import { AVAILABILITY_TEXTS as T } from './texts';

type Dates = Pick<Availability, 'datesOff' | 'extraDates'>;

function DateItem({ text, date, onRemove }: { text: string; date: string; onRemove: () => void }) {
  return (
    <li>
      {text}
      <button type="button" className="bk-icon-button" aria-label={T.removeDate(date)} onClick={onRemove}>
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}

/** Dates off, and extra dates with their own hours (dates in the expert's zone). */
export function DateLists({ value, onChange }: { value: Dates; onChange: (d: Dates) => void }) {
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
        <legend>{T.datesOff}</legend>
        <ul className="av-dates">
          {value.datesOff.length === 0 && <li className="bk-muted">{T.noDates}</li>}
          {value.datesOff.map((d) => (
            <DateItem key={d} text={d} date={d} onRemove={() => onChange({ ...value, datesOff: value.datesOff.filter((x) => x !== d) })} />
          ))}
        </ul>
        <div className="av-range">
          <input type="date" aria-label={T.dateOff} value={off} onChange={(e) => setOff(e.target.value)} />
          <button type="button" className="bk-button is-secondary" onClick={addOff}>
            {T.addDateOff}
          </button>
        </div>
      </fieldset>
      <fieldset className="av-group">
        <legend>{T.extraDates}</legend>
        <p className="bk-muted">{T.extraDatesHint}</p>
        <ul className="av-dates">
          {value.extraDates.length === 0 && <li className="bk-muted">{T.noDates}</li>}
          {value.extraDates.map((d) => (
            <DateItem
              key={d.date}
              text={`${d.date}: ${d.ranges.map((r) => `${r.start}–${endToInput(r.end)}`).join(', ')}`}
              date={d.date}
              onRemove={() => onChange({ ...value, extraDates: value.extraDates.filter((x) => x.date !== d.date) })}
            />
          ))}
        </ul>
        <div className="av-range">
          <input type="date" aria-label={T.extraDate} value={extra} onChange={(e) => setExtra(e.target.value)} />
          <RangeFields range={range} label={T.extraDate} n={1} onChange={setRange} />
          <button type="button" className="bk-button is-secondary" onClick={addExtra}>
            {T.addExtraDate}
          </button>
        </div>
      </fieldset>
    </>
  );
}
