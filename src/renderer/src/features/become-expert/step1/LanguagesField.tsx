import { useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageLevels, languages } from '#shared/catalog/languages';
import type { LanguageEntry } from '#shared/domain/expert';
import { FieldError } from '../components/FieldError';
import { matchOptions, Typeahead } from '#ui/Typeahead';
import { useOptionLabels } from '../option-labels';

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
  const { t } = useTranslation(['expert']);
  const labels = useOptionLabels();
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
      <legend>{t('expert:language')}</legend>
      <div className="be-row">
        <Typeahead
          label={t('expert:language')}
          className="be-typeahead"
          query={language}
          onQueryChange={setLanguage}
          options={options}
          onPick={setLanguage}
          onEnter={add}
          placeholder={t('expert:language.placeholder')}
          invalid={Boolean(error)}
        />
        <label htmlFor="be-language-level" className="visually-hidden">
          {t('expert:language.level')}
        </label>
        <select id="be-language-level" value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">{t('expert:language.levelOption')}</option>
          {languageLevels.map((l) => (
            <option key={l} value={l}>
              {labels.languageLevel(l)}
            </option>
          ))}
        </select>
        <button type="button" className="be-secondary" onClick={add} disabled={!canAdd}>
          {t('expert:add')}
        </button>
      </div>
      {value.length > 0 && (
        <ul className="be-chips" aria-label={t('expert:language.list')}>
          {value.map((l) => (
            <li key={l.language} className="be-chip">
              <bdi>{l.language}</bdi> <span className="be-chip-detail">{labels.languageLevel(l.languageExperience)}</span>
              <button type="button" aria-label={t('expert:language.remove', { language: l.language })} onClick={() => onChange(value.filter((x) => x !== l))}>
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
