import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { STEPS, type StepId } from '../texts';

/**
 * The frame of the three wizard steps: the progress (25%, 50%, 80%) and the step names. An
 * earlier step's name goes back; a later one first validates the current step (onGoTo decides).
 */
export function WizardFrame({
  step,
  onGoTo,
  children,
}: {
  step: StepId;
  onGoTo: (target: StepId) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['expert']);
  const format = useFormat();
  const index = STEPS.findIndex((s) => s.id === step);
  const current = STEPS[index] ?? STEPS[0];
  return (
    <div className="be-wizard">
      <nav className="be-steps" aria-label={t('expert:steps.label')}>
        <ol>
          {STEPS.map((s, i) => (
            <li key={s.id} className={i === index ? 'is-current' : i < index ? 'is-done' : ''}>
              {i === index ? (
                <span aria-current="step">
                  <span className="be-step-number">{format.number(i + 1)}</span> {t(s.name)}
                </span>
              ) : (
                <button type="button" onClick={() => onGoTo(s.id)}>
                  <span className="be-step-number">{format.number(i + 1)}</span> {t(s.name)}
                </button>
              )}
            </li>
          ))}
        </ol>
        <div className="be-progress">
          <span id="be-progress-label">{t('expert:progress', { percent: format.number(current.progress) })}</span>
          <div
            className="be-progress-bar"
            role="progressbar"
            aria-labelledby="be-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={current.progress}
          >
            <span style={{ width: `${current.progress}%` }} />
          </div>
        </div>
      </nav>
      <section className="be-step-body" aria-labelledby="be-step-title">
        <h1 id="be-step-title">{t(current.name)}</h1>
        {children}
      </section>
    </div>
  );
}
