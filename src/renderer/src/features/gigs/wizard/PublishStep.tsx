import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GigSummary } from '../components/GigSummary';
import type { WizardProps } from './types';
import { STEP_LABELS } from './steps';
import { StepActions } from './StepActions';

/** Step 5, Publish: the gig as buyers will see it, and Save & Publish. */
export function PublishStep({ draft, pathOf, submitLabel, submitting, submitError, onSubmit }: WizardProps) {
  const { t } = useTranslation(['gigs']);
  const id = useId();
  return (
    <section className="gig-step is-wide" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('gigs:step.publish')}</h2>
      <GigSummary gig={draft} />
      {submitError && (
        <p role="alert" className="gig-error">
          {submitError.message} <Link to={pathOf(submitError.step)}>{t('gigs:wizard.goTo', { step: t(STEP_LABELS[submitError.step]) })}</Link>
        </p>
      )}
      <StepActions step="publish" pathOf={pathOf} label={submitting ? t('gigs:wizard.saving') : submitLabel} busy={submitting} onContinue={onSubmit} />
    </section>
  );
}
