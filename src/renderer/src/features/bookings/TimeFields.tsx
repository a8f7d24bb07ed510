import { Plus, X } from 'lucide-react';
import { MAX_PROPOSED_TIMES } from '#shared/domain/booking';
import { inputBounds } from './time';
import { TEXTS } from './texts';

/** Up to three start-time inputs in the device's time zone, with add and remove. */
export function TimeFields({
  values,
  onChange,
  zone,
}: {
  values: string[];
  onChange: (v: string[]) => void;
  zone: string;
}) {
  const { min, max } = inputBounds(new Date());
  const setAt = (i: number, v: string) => onChange(values.map((old, j) => (j === i ? v : old)));
  return (
    <fieldset className="bk-time-fields">
      <legend>{TEXTS.proposeTimes}</legend>
      <p className="bk-muted">{TEXTS.timeZoneNote(zone)}</p>
      {values.map((v, i) => (
        <div key={i} className="bk-row">
          <input
            type="datetime-local"
            aria-label={TEXTS.startTime(i + 1)}
            value={v}
            min={min}
            max={max}
            step={300}
            onChange={(e) => setAt(i, e.target.value)}
          />
          {values.length > 1 && (
            <button
              type="button"
              className="bk-icon-button"
              aria-label={TEXTS.removeTime(i + 1)}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      ))}
      {values.length < MAX_PROPOSED_TIMES && (
        <button type="button" className="bk-link-button" onClick={() => onChange([...values, ''])}>
          <Plus size={16} aria-hidden="true" />
          {TEXTS.addTime}
        </button>
      )}
    </fieldset>
  );
}
