import { Pencil, Trash2 } from 'lucide-react';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTopicNames } from '#i18n/topic-names';
import { useTranslation } from 'react-i18next';
import { skills as skillCatalogue, subSkillsOf } from '#shared/catalog/skills';
import { skillExperiences, skillLevels } from '#shared/catalog/skill-options';
import type { SkillEntry } from '#shared/domain/expert';
import { emptySkill } from '#state';
import { FieldError } from '../components/FieldError';
import { useOptionLabels } from '../option-labels';

const isComplete = (s: SkillEntry) => Boolean(s.skill && s.skillLevel && s.experience);

/**
 * The skills block (expert spec section 4): the add form shows while no skill is listed, after
 * Add New, or while a row is edited (editing takes the row out of the list, one at a time);
 * deleting the last skill reopens the form. Listed skills are not offered again.
 */
export function SkillsBlock({
  list,
  draft,
  onChange,
  error,
}: {
  list: readonly SkillEntry[];
  draft: SkillEntry | null;
  onChange: (next: { skills: SkillEntry[]; skillDraft: SkillEntry | null }) => void;
  error?: string;
}) {
  const { t } = useTranslation(['expert']);
  const labels = useOptionLabels();
  const names = useCatalogNames();
  const topics = useTopicNames();
  const formShown = list.length === 0 || draft !== null;
  const current = draft ?? emptySkill();
  const setDraft = (patch: Partial<SkillEntry>) =>
    onChange({ skills: [...list], skillDraft: { ...current, ...patch } });
  const taken = list.map((s) => s.skill);
  const subSkills = current.skill ? subSkillsOf(current.skill) : [];

  return (
    <fieldset className="be-field be-fieldset" aria-describedby="be-skills-error">
      <legend>{t('expert:skills')}</legend>
      {list.length > 0 && (
        // A table is never narrower than its content: on a phone it scrolls in its box, not the page.
        <div className="be-skill-table-box">
          <table className="be-skill-table">
            <thead>
              <tr>
                <th scope="col">{t('expert:skill')}</th>
                <th scope="col">{t('expert:skill.level')}</th>
                <th scope="col">{t('expert:skill.experience')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('expert:skill.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.skill}>
                  <td>{names.name(s.skill)}</td>
                  <td>{labels.skillLevel(s.skillLevel)}</td>
                  <td>{labels.experience(s.experience)}</td>
                  <td className="be-skill-actions">
                    <button
                      type="button"
                      className="be-icon-button"
                      aria-label={t('expert:skill.edit', { skill: names.name(s.skill) })}
                      disabled={draft !== null}
                      onClick={() => onChange({ skills: list.filter((x) => x !== s), skillDraft: s })}
                    >
                      <Pencil size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="be-icon-button"
                      aria-label={t('expert:skill.delete', { skill: names.name(s.skill) })}
                      onClick={() => onChange({ skills: list.filter((x) => x !== s), skillDraft: draft })}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {formShown ? (
        <div className="be-skill-form" role="group" aria-label={t('expert:skill.addGroup')}>
          <div className="be-row">
            <label htmlFor="be-skill" className="visually-hidden">
              {t('expert:skill')}
            </label>
            <select
              id="be-skill"
              value={current.skill}
              onChange={(e) => setDraft({ skill: e.target.value, subSkills: [] })}
            >
              <option value="">{t('expert:skill')}</option>
              {skillCatalogue
                .filter((s) => !taken.includes(s.name))
                .map((s) => (
                  <option key={s.name} value={s.name}>
                    {names.name(s.name)}
                  </option>
                ))}
            </select>
            <label htmlFor="be-skill-level" className="visually-hidden">
              {t('expert:skill.levelLabel')}
            </label>
            <select
              id="be-skill-level"
              value={current.skillLevel}
              onChange={(e) => setDraft({ skillLevel: e.target.value })}
            >
              <option value="">{t('expert:skill.level')}</option>
              {skillLevels.map((l) => (
                <option key={l} value={l}>
                  {labels.skillLevel(l)}
                </option>
              ))}
            </select>
            <label htmlFor="be-skill-experience" className="visually-hidden">
              {t('expert:skill.experience')}
            </label>
            <select
              id="be-skill-experience"
              value={current.experience}
              onChange={(e) => setDraft({ experience: e.target.value })}
            >
              <option value="">{t('expert:skill.experience')}</option>
              {skillExperiences.map((x) => (
                <option key={x} value={x}>
                  {labels.experience(x)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="be-secondary"
              disabled={!isComplete(current)}
              onClick={() => onChange({ skills: [...list, current], skillDraft: null })}
            >
              {t('expert:add')}
            </button>
            {list.length > 0 && draft !== null && !draft.skill && (
              <button
                type="button"
                className="be-link-button"
                onClick={() => onChange({ skills: [...list], skillDraft: null })}
              >
                {t('expert:skill.cancel')}
              </button>
            )}
          </div>
          {subSkills.length > 0 && (
            <fieldset className="be-checks">
              <legend>{t('expert:skill.strengths')}</legend>
              {subSkills.map((sub) => (
                <label key={sub} className="be-check">
                  <input
                    type="checkbox"
                    checked={current.subSkills.includes(sub)}
                    onChange={(e) =>
                      setDraft({
                        subSkills: e.target.checked
                          ? [...current.subSkills, sub]
                          : current.subSkills.filter((x) => x !== sub),
                      })
                    }
                  />
                  {topics.isEnglish(sub) ? <span lang="en">{sub}</span> : topics.name(sub)}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ) : (
        <button
          type="button"
          className="be-link-button"
          onClick={() => onChange({ skills: [...list], skillDraft: emptySkill() })}
        >
          + {t('expert:skill.addNew')}
        </button>
      )}
      <FieldError id="be-skills-error" message={error} />
    </fieldset>
  );
}
