import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './Typeahead.css';

const MAX_OPTIONS = 8;

/** Catalogue names matching a typed query: those starting with it first, then those containing it; `exclude` left out. */
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
  /** A class for the wrapper (the feature styles the input). */
  className?: string;
  /** When given, the caller renders the visible `<label htmlFor={inputId}>`; otherwise a visually hidden label. */
  inputId?: string;
  /** The listbox's name; the catalogue's '{label} suggestions' by default. */
  listLabel?: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Hide the list when its only option is the typed text (default true). */
  hideExactMatch?: boolean;
  /** Enter with no option highlighted (e.g. Add the typed value). */
  onEnter?: () => void;
  /** Escape, after the list closes. */
  onEscape?: () => void;
}

/** A text input with a listbox of suggestions (ARIA combobox): arrows move, Enter picks, Escape closes. */
export function Typeahead(props: TypeaheadProps) {
  const { label, query, onQueryChange, options, onPick, className, placeholder, describedBy, invalid, disabled, onEnter, onEscape } = props;
  const { t } = useTranslation(['common']);
  const ownId = useId();
  const inputId = props.inputId ?? `${ownId}-input`;
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const exact = (props.hideExactMatch ?? true) && options.length === 1 && options[0] === query;
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
      // A name typed in full hides its one suggestion; Enter still picks it (adds 'Figma' typed whole).
      const option = open ? options[active] : exact ? options[0] : undefined;
      if (option) pick(option);
      else onEnter?.();
    } else if (e.key === 'Escape') {
      setClosed(true);
      onEscape?.();
    }
  };
  return (
    <div className={className ? `ui-typeahead ${className}` : 'ui-typeahead'}>
      {props.inputId === undefined && (
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
      )}
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={`${ownId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${ownId}-opt-${active}` : undefined}
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
      <ul id={`${ownId}-list`} role="listbox" aria-label={props.listLabel ?? t('common:suggestions', { label })} className="ui-typeahead-options" hidden={!open}>
        {options.map((option, i) => (
          <li
            key={option}
            id={`${ownId}-opt-${i}`}
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
