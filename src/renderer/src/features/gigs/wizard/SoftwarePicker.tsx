import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['gigs']);
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
      <label htmlFor={`${id}-input`}>{t('gigs:softwares')}</label>
      <SoftwareChips value={value} onChange={onChange} label={t('gigs:overview.chosenSoftwares')} listClassName="gig-chips" chipClassName="gig-chip" />
      <Typeahead
        label={t('gigs:softwares')}
        inputId={`${id}-input`}
        listLabel={t('gigs:overview.softwareSuggestions')}
        query={query}
        onQueryChange={setQuery}
        options={options}
        onPick={add}
        placeholder={full ? t('gigs:overview.softwaresFull', { count: GIG_SOFTWARES_MAX }) : t('gigs:overview.softwaresPlaceholder')}
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
