import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GigSummary } from '../components/GigSummary';
import type { WizardProps } from './types';
import { STEP_LABELS } from './steps';
import { StepActions } from './StepActions';
import { TEXTS } from '../texts';

/** Step 5, Publish: the gig as buyers will see it, and Save & Publish. */
export function PublishStep({ draft, pathOf, submitLabel, submitting, submitError, onSubmit }: WizardProps) {
  const id = useId();
  return (
    <section className="gig-step is-wide" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Publish</h2>
      <GigSummary gig={draft} />
      {submitError && (
        <p role="alert" className="gig-error">
          {submitError.message} <Link to={pathOf(submitError.step)}>Go to {STEP_LABELS[submitError.step]}</Link>
        </p>
      )}
      <StepActions step="publish" pathOf={pathOf} label={submitting ? TEXTS.saving : submitLabel} busy={submitting} onContinue={onSubmit} />
    </section>
  );
}
