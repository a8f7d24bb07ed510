import { useState } from 'react';
import { X } from 'lucide-react';
import { isLanguage, languageLevels, languages } from '#shared/catalog/languages';
import type { LanguageEntry } from '#shared/domain/expert';
import { FieldError } from '../components/FieldError';
import { matchOptions, Typeahead } from '#ui/Typeahead';

/**
 * Languages with levels: Add is enabled only for a language of the list with a level chosen;
 * adding a language already listed replaces its level. Listed languages are not suggested again.
 */
export function LanguagesField({
  value,
  onChange,
  error,
}: {
  value: readonly LanguageEntry[];
  onChange: (next: LanguageEntry[]) => void;
  error?: string;
}) {
  const [language, setLanguage] = useState('');
  const [level, setLevel] = useState('');
  const canAdd = isLanguage(language) && level !== '';
  const options = matchOptions(languages, language, value.map((l) => l.language));

  const add = () => {
    if (!canAdd) return;
    const entry = { language, languageExperience: level };
    const existing = value.findIndex((l) => l.language === language);
    onChange(existing === -1 ? [...value, entry] : value.map((l, i) => (i === existing ? entry : l)));
    setLanguage('');
    setLevel('');
  };

  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-languages-error">
      <legend>Language</legend>
      <div className="be-row">
        <Typeahead
          label="Language"
          className="be-typeahead"
          query={language}
          onQueryChange={setLanguage}
          options={options}
          onPick={setLanguage}
          onEnter={add}
          placeholder="Type a language, e.g. English"
          invalid={Boolean(error)}
        />
        <label htmlFor="be-language-level" className="visually-hidden">
          Language level
        </label>
        <select id="be-language-level" value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">Level</option>
          {languageLevels.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <button type="button" className="be-secondary" onClick={add} disabled={!canAdd}>
          Add
        </button>
      </div>
      {value.length > 0 && (
        <ul className="be-chips" aria-label="Your languages">
          {value.map((l) => (
            <li key={l.language} className="be-chip">
              {l.language} <span className="be-chip-detail">{l.languageExperience}</span>
              <button type="button" aria-label={`Remove ${l.language}`} onClick={() => onChange(value.filter((x) => x !== l))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="be-languages-error" message={error} />
    </fieldset>
  );
}
