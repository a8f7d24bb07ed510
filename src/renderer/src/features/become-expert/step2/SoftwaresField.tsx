import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { softwares } from '#shared/catalog/softwares';
import { SoftwareChips } from '#ui/SoftwareChips';
import { FieldError } from '../components/FieldError';
import { matchOptions, Typeahead } from '#ui/Typeahead';

const names = softwares.map((s) => s.name);

/** Softwares: typed search over the catalogue with suggestions; chosen ones are removable chips and not offered again. */
export function SoftwaresField({ value, onChange, error }: { value: readonly string[]; onChange: (next: string[]) => void; error?: string }) {
  const { t } = useTranslation(['expert']);
  const [query, setQuery] = useState('');
  const options = matchOptions(names, query, value);
  const add = (name: string) => {
    if (!value.includes(name)) onChange([...value, name]);
    setQuery('');
  };
  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-softwares-error">
      <legend>{t('expert:softwares')}</legend>
      <Typeahead
        label={t('expert:softwares')}
        className="be-typeahead"
        query={query}
        onQueryChange={setQuery}
        options={options}
        onPick={add}
        placeholder={t('expert:softwares.placeholder')}
        invalid={Boolean(error)}
      />
      <SoftwareChips value={value} onChange={onChange} label={t('expert:softwares.list')} listClassName="be-chips" chipClassName="be-chip" />
      <FieldError id="be-softwares-error" message={error} />
    </fieldset>
  );
}
