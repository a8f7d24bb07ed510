import { useState } from 'react';
import { X } from 'lucide-react';
import { softwares } from '../../../../../shared/catalog/softwares';
import { CatalogIcon } from '../../../ui/CatalogIcon';
import { FieldError } from '../components/FieldError';
import { matchOptions, Typeahead } from '../components/Typeahead';

const names = softwares.map((s) => s.name);

/** Softwares: typed search over the catalogue with suggestions; chosen ones are removable chips and not offered again. */
export function SoftwaresField({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const [query, setQuery] = useState('');
  const options = matchOptions(names, query, value);
  const add = (name: string) => {
    if (!value.includes(name)) onChange([...value, name]);
    setQuery('');
  };
  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-softwares-error">
      <legend>Softwares</legend>
      <Typeahead
        label="Softwares"
        query={query}
        onQueryChange={setQuery}
        options={options}
        onPick={add}
        placeholder="Search softwares, e.g. Figma"
        invalid={Boolean(error)}
      />
      {value.length > 0 && (
        <ul className="be-chips" aria-label="Your softwares">
          {value.map((name) => (
            <li key={name} className="be-chip">
              <CatalogIcon name={name} kind="software" icon={softwares.find((s) => s.name === name)?.iconSlug ?? null} size={18} />
              {name}
              <button type="button" aria-label={`Remove ${name}`} onClick={() => onChange(value.filter((v) => v !== name))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="be-softwares-error" message={error} />
    </fieldset>
  );
}
