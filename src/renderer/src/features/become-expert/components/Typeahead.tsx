import { useId, useState, type KeyboardEvent } from 'react';

const MAX_OPTIONS = 8;

/** Catalogue names matching a typed query: those starting with it first; `exclude` left out. */
export function matchOptions(all: readonly string[], query: string, exclude: readonly string[] = []): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const free = all.filter((name) => !exclude.includes(name) && name.toLowerCase().includes(q));
  const starts = free.filter((n) => n.toLowerCase().startsWith(q));
  const rest = free.filter((n) => !n.toLowerCase().startsWith(q));
  return [...starts, ...rest].slice(0, MAX_OPTIONS);
}

export interface TypeaheadProps {
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  options: readonly string[];
  onPick: (option: string) => void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Enter with no option highlighted (e.g. Add the typed value). */
  onEnter?: () => void;
}

/** A text input with a listbox of suggestions (ARIA combobox): arrows move, Enter picks, Escape closes. */
export function Typeahead({ label, query, onQueryChange, options, onPick, placeholder, describedBy, invalid, onEnter }: TypeaheadProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const exact = options.length === 1 && options[0] === query;
  const open = !closed && options.length > 0 && !exact;
  const pick = (option: string) => {
    onPick(option);
    setActive(0);
    setClosed(true);
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
      const option = open ? options[active] : undefined;
      if (option) pick(option);
      else onEnter?.();
    } else if (e.key === 'Escape') {
      setClosed(true);
    }
  };
  return (
    <div className="be-typeahead">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={query}
        onChange={(e) => {
          onQueryChange(e.target.value);
          setActive(0);
          setClosed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} className="be-options" hidden={!open}>
        {options.map((option, i) => (
          <li
            key={option}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : ''}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
