import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { previousStep, type WizardStep } from './steps';

/** Back (to the previous step) and the step's main button. */
export function StepActions({
  step,
  pathOf,
  label,
  busy = false,
  onContinue,
}: {
  step: WizardStep;
  pathOf: (s: WizardStep) => string;
  label?: string;
  busy?: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation(['gigs']);
  const navigate = useNavigate();
  return (
    <div className="gig-step-actions">
      {step !== 'overview' && (
        <button type="button" className="gig-button is-secondary" onClick={() => void navigate(pathOf(previousStep(step)))}>
          {t('gigs:wizard.back')}
        </button>
      )}
      <button type="button" className="gig-button" onClick={onContinue} disabled={busy} aria-busy={busy}>
        {label ?? t('gigs:wizard.continue')}
      </button>
    </div>
  );
}

/** A field's message, linked to its input with aria-describedby. */
export function FieldMessage({ id, message, tone = 'error' }: { id: string; message: string | null | undefined; tone?: 'error' | 'hint' | 'warning' }) {
  if (!message) return null;
  return (
    <p id={id} className={`gig-field-message is-${tone}`} role={tone === 'error' ? 'alert' : tone === 'warning' ? 'status' : undefined}>
      {message}
    </p>
  );
}
