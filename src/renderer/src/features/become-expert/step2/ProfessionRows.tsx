import { X } from 'lucide-react';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { professions, specialitiesOf } from '#shared/catalog/professions';
import { PRESENT, yearOptions } from '#shared/catalog/skill-options';
import type { ProfessionRow } from '#shared/domain/expert';
import { emptyProfessionRow } from '#state';
import { FieldError } from '../components/FieldError';
import { useOptionLabels } from '../option-labels';

const isComplete = (row: ProfessionRow | undefined) => Boolean(row?.profession && row.fromYear && row.toYear);

/**
 * Repeatable profession rows: From and To years (1980 to next year; To may be Present and is never
 * before From), speciality checkboxes of the chosen profession (reset when the profession
 * changes), a new row only when the last one is complete, and no profession twice.
 */
export function ProfessionRows({
  rows,
  onChange,
  error,
}: {
  rows: readonly ProfessionRow[];
  onChange: (rows: ProfessionRow[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(['expert']);
  const labels = useOptionLabels();
  const names = useCatalogNames();
  const years = yearOptions(new Date()).map(String).reverse();
  const update = (index: number, patch: Partial<ProfessionRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-profession-error">
      <legend>{t('expert:profession.legend')}</legend>
      {rows.map((row, index) => {
        const taken = rows.filter((_, i) => i !== index).map((r) => r.profession);
        const toYears = row.fromYear ? years.filter((y) => Number(y) >= Number(row.fromYear)) : years;
        const n = index + 1;
        return (
          <div key={index} className="be-profession-row" role="group" aria-label={t('expert:profession.row', { n })}>
            <div className="be-row">
              <label htmlFor={`be-profession-${index}`} className="visually-hidden">
                {t('expert:profession.row', { n })}
              </label>
              <select
                id={`be-profession-${index}`}
                value={row.profession}
                onChange={(e) => update(index, { profession: e.target.value, professionSpecialties: [] })}
              >
                <option value="">{t('expert:profession.option')}</option>
                {professions
                  .filter((p) => !taken.includes(p.name))
                  .map((p) => (
                    <option key={p.name} value={p.name}>
                      {names.profession(p.name)}
                    </option>
                  ))}
              </select>
              <label htmlFor={`be-from-${index}`} className="visually-hidden">
                {t('expert:profession.from', { n })}
              </label>
              <select
                id={`be-from-${index}`}
                value={row.fromYear}
                onChange={(e) => {
                  const fromYear = e.target.value;
                  const toYear = row.toYear !== PRESENT && row.toYear && Number(row.toYear) < Number(fromYear) ? '' : row.toYear;
                  update(index, { fromYear, toYear });
                }}
              >
                <option value="">{t('expert:profession.fromOption')}</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
              <label htmlFor={`be-to-${index}`} className="visually-hidden">
                {t('expert:profession.to', { n })}
              </label>
              <select id={`be-to-${index}`} value={row.toYear} onChange={(e) => update(index, { toYear: e.target.value })}>
                <option value="">{t('expert:profession.toOption')}</option>
                <option value={PRESENT}>{labels.year(PRESENT)}</option>
                {toYears.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
              {rows.length > 1 && (
                <button
                  type="button"
                  className="be-icon-button"
                  aria-label={t('expert:profession.remove', { n })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </div>
            {row.profession && (
              <fieldset className="be-checks">
                <legend>{t('expert:profession.specialities')}</legend>
                {specialitiesOf(row.profession).map((s) => (
                  <label key={s} className="be-check">
                    <input
                      type="checkbox"
                      checked={row.professionSpecialties.includes(s)}
                      onChange={(e) =>
                        update(index, {
                          professionSpecialties: e.target.checked
                            ? [...row.professionSpecialties, s]
                            : row.professionSpecialties.filter((x) => x !== s),
                        })
                      }
                    />
                    {s}
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="be-link-button"
        disabled={!isComplete(rows[rows.length - 1])}
        onClick={() => onChange([...rows, emptyProfessionRow()])}
      >
        + {t('expert:profession.add')}
      </button>
      <FieldError id="be-profession-error" message={error} />
    </fieldset>
  );
}
