import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { softwares } from '../../../../../shared/catalog';
import { GIG_SOFTWARES_MAX } from '../../../../../shared/domain/gig';
import { CatalogIcon } from '../../../ui/CatalogIcon';
import { FieldMessage } from './StepActions';

const MAX_OPTIONS = 8;

/** Options for a typed query: names starting with it first, then names containing it; chosen ones left out. */
export function softwareOptions(query: string, chosen: readonly string[]): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const free = softwares.filter((s) => !chosen.includes(s.name) && s.name.toLowerCase().includes(q));
  const starts = free.filter((s) => s.name.toLowerCase().startsWith(q));
  const rest = free.filter((s) => !s.name.toLowerCase().startsWith(q));
  return [...starts, ...rest].slice(0, MAX_OPTIONS).map((s) => s.name);
}

/** Typed search over the software catalogue with suggestions (a combobox) and removable chips. */
export function SoftwarePicker({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const options = useMemo(() => softwareOptions(query, value), [query, value]);
  const open = options.length > 0;
  const add = (name: string) => {
    onChange([...value, name]);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      setActive((a) => (a + 1) % options.length);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      setActive((a) => (a - 1 + options.length) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = options[active];
      if (pick) add(pick);
    } else if (e.key === 'Escape') {
      setQuery('');
    }
  };
  const full = value.length >= GIG_SOFTWARES_MAX;
  return (
    <div className="gig-field">
      <label htmlFor={`${id}-input`}>Softwares</label>
      {value.length > 0 && (
        <ul className="gig-chips" aria-label="Chosen softwares">
          {value.map((name) => (
            <li key={name} className="gig-chip">
              <CatalogIcon name={name} kind="software" icon={softwares.find((s) => s.name === name)?.iconSlug ?? null} size={18} />
              {name}
              <button type="button" aria-label={`Remove ${name}`} onClick={() => onChange(value.filter((v) => v !== name))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="gig-combobox">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={full ? `Up to ${GIG_SOFTWARES_MAX} softwares` : 'Search softwares, e.g. Blender'}
          disabled={full}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label="Software suggestions" className="gig-options" hidden={!open}>
          {options.map((name, i) => (
            <li
              key={name}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : ''}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
