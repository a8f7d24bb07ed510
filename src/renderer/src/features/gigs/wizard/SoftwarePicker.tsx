import { useId, useMemo, useState } from 'react';
import { softwares } from '#shared/catalog/index';
import { GIG_SOFTWARES_MAX } from '#shared/domain/gig';
import { SoftwareChips } from '#ui/SoftwareChips';
import { matchOptions, Typeahead } from '#ui/Typeahead';
import { FieldMessage } from './StepActions';

const names = softwares.map((s) => s.name);

/** Options for a typed query: names starting with it first, then names containing it; chosen ones left out. */
export function softwareOptions(query: string, chosen: readonly string[]): string[] {
  return matchOptions(names, query, chosen);
}

/** Typed search over the software catalogue with suggestions (a combobox) and removable chips. */
export function SoftwarePicker({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => softwareOptions(query, value), [query, value]);
  const add = (name: string) => {
    onChange([...value, name]);
    setQuery('');
  };
  const full = value.length >= GIG_SOFTWARES_MAX;
  return (
    <div className="gig-field">
      <label htmlFor={`${id}-input`}>Softwares</label>
      <SoftwareChips value={value} onChange={onChange} label="Chosen softwares" listClassName="gig-chips" chipClassName="gig-chip" />
      <Typeahead
        label="Softwares"
        inputId={`${id}-input`}
        listLabel="Software suggestions"
        query={query}
        onQueryChange={setQuery}
        options={options}
        onPick={add}
        placeholder={full ? `Up to ${GIG_SOFTWARES_MAX} softwares` : 'Search softwares, e.g. Blender'}
        disabled={full}
        describedBy={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
        hideExactMatch={false}
        onEscape={() => setQuery('')}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
