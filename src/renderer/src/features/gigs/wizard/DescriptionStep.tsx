import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GIG_DESCRIPTION_MAX } from '#shared/domain/gig';
import { descriptionError } from '#shared/domain/gig-draft';
import { STEP_LABELS } from './steps';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';
import { ContactNotice } from '#ui/ContactNotice';

/** Step 3, Description: a textarea with its n/1200 counter. */
export function DescriptionStep({ draft, setDraft, pathOf }: WizardProps) {
  const { t } = useTranslation(['gigs']);
  const id = useId();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const error = attempted ? descriptionError(draft.description) : null;
  const onContinue = () => {
    setAttempted(true);
    if (descriptionError(draft.description) === null) void navigate(pathOf('gallery'));
  };
  return (
    <section className="gig-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(STEP_LABELS.description)}</h2>
      <div className="gig-field">
        <label htmlFor={`${id}-text`}>{t('gigs:description.label')}</label>
        <textarea
          id={`${id}-text`}
          rows={12}
          maxLength={GIG_DESCRIPTION_MAX}
          value={draft.description}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value.slice(0, GIG_DESCRIPTION_MAX) }))}
        />
        <p id={`${id}-count`} className="gig-counter" aria-live="polite">
          {draft.description.length}/{GIG_DESCRIPTION_MAX}
        </p>
        <FieldMessage id={`${id}-error`} message={error} />
        <ContactNotice texts={[draft.description]} className="gig-field-message is-hint" />
      </div>
      <StepActions step="description" pathOf={pathOf} onContinue={onContinue} />
    </section>
  );
}
