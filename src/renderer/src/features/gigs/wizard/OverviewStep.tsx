import { useId, useState } from 'react';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { gigCategories } from '#shared/catalog/index';
import { GIG_TITLE_MAX, subCategoriesFor, titleHints } from '#shared/domain/gig';
import { isOverviewBlocked, overviewErrors } from '#shared/domain/gig-draft';
import { STEP_LABELS } from './steps';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';
import { SoftwarePicker } from './SoftwarePicker';
import { TagInput } from './TagInput';
import { ContactNotice } from '#ui/ContactNotice';

/** Step 1, Gigs Overview: title (n/80), category and subcategory, softwares and tags. */
export function OverviewStep({ draft, setDraft, pathOf }: WizardProps) {
  const { t } = useTranslation(['gigs']);
  const names = useCatalogNames();
  const id = useId();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const errors = overviewErrors(draft);
  // The title's 15-character and 4-word messages show as soon as there is a title; they never block.
  const titleMessage = attempted ? errors.title : titleHints(draft.title)[0];
  // The tags message also shows while there are some but fewer than 4: it does not block Continue.
  const shown = (field: 'category' | 'subCategory' | 'softwares' | 'tags') =>
    attempted || (field === 'tags' && draft.tags.length > 0) ? errors[field] : undefined;
  const onContinue = () => {
    setAttempted(true);
    if (!isOverviewBlocked(draft)) void navigate(pathOf('pricing'));
  };
  return (
    <section className="gig-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(STEP_LABELS.overview)}</h2>
      <div className="gig-field">
        <label htmlFor={`${id}-title`}>{t('gigs:overview.title')}</label>
        <textarea
          id={`${id}-title`}
          rows={2}
          maxLength={GIG_TITLE_MAX}
          value={draft.title}
          placeholder={t('gigs:overview.titlePlaceholder')}
          aria-describedby={`${id}-title-hint ${id}-title-count${titleMessage ? ` ${id}-title-error` : ''}`}
          aria-invalid={titleMessage ? true : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value.slice(0, GIG_TITLE_MAX) }))}
        />
        <div className="gig-field-row">
          <p id={`${id}-title-hint`} className="gig-field-message is-hint">
            {t('gigs:overview.titleHint')}
          </p>
          <p id={`${id}-title-count`} className="gig-counter" aria-live="polite">
            {draft.title.length}/{GIG_TITLE_MAX}
          </p>
        </div>
        <FieldMessage id={`${id}-title-error`} message={titleMessage} />
        <ContactNotice texts={[draft.title]} className="gig-field-message is-hint" />
      </div>
      <div className="gig-field-pair">
        <div className="gig-field">
          <label htmlFor={`${id}-category`}>{t('gigs:overview.category')}</label>
          <select
            id={`${id}-category`}
            value={draft.category}
            aria-invalid={shown('category') ? true : undefined}
            aria-describedby={shown('category') ? `${id}-category-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value, subCategory: '' }))}
          >
            <option value="">{t('gigs:overview.pickCategory')}</option>
            {gigCategories.map((c) => (
              <option key={c.name} value={c.name}>
                {names.name(c.name)}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-category-error`} message={shown('category')} />
        </div>
        <div className="gig-field">
          <label htmlFor={`${id}-sub`}>{t('gigs:overview.subCategory')}</label>
          <select
            id={`${id}-sub`}
            value={draft.subCategory}
            disabled={draft.category === ''}
            aria-invalid={shown('subCategory') ? true : undefined}
            aria-describedby={shown('subCategory') ? `${id}-sub-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, subCategory: e.target.value }))}
          >
            <option value="">{t('gigs:overview.pickSubCategory')}</option>
            {subCategoriesFor(draft.category).map((s) => (
              <option key={s} value={s}>
                {names.name(s)}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-sub-error`} message={shown('subCategory')} />
        </div>
      </div>
      <SoftwarePicker value={draft.softwares} onChange={(softwares) => setDraft((d) => ({ ...d, softwares }))} error={shown('softwares')} />
      <TagInput gig={draft} onChange={(tags) => setDraft((d) => ({ ...d, tags }))} error={shown('tags')} />
      <StepActions step="overview" pathOf={pathOf} onContinue={onContinue} />
    </section>
  );
}
