import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GigDraft } from '#shared/domain/gig-draft';
import { STEP_LABELS, WIZARD_STEPS, furthestStep, isStepComplete, stepIndex, type WizardStep } from './steps';

/** The wizard's five tabs: completed steps are ticked; steps past the first incomplete one are not reachable yet. */
export function WizardTabs({ step, draft, pathOf }: { step: WizardStep; draft: GigDraft; pathOf: (s: WizardStep) => string }) {
  const { t } = useTranslation(['gigs']);
  const reachable = stepIndex(furthestStep(draft));
  return (
    <nav aria-label={t('gigs:wizard.steps')} className="gig-wizard-tabs">
      <ol>
        {WIZARD_STEPS.map((s, i) => {
          const done = isStepComplete(s, draft);
          const label = (
            <>
              <span className={`gig-step-number ${done ? 'is-done' : ''}`} aria-hidden="true">
                {done ? <Check size={14} /> : i + 1}
              </span>
              {t(STEP_LABELS[s])}
              {done && <span className="gigs-sr-only"> {t('gigs:wizard.completed')}</span>}
            </>
          );
          return (
            <li key={s} className={s === step ? 'is-current' : ''}>
              {i <= reachable ? (
                <Link to={pathOf(s)} aria-current={s === step ? 'step' : undefined}>
                  {label}
                </Link>
              ) : (
                <span aria-disabled="true" className="is-locked">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
