import { useTranslation } from 'react-i18next';

/** Back and Continue (or Finish) under a wizard step. */
export function StepNav({
  onBack,
  onNext,
  nextLabel,
  busy = false,
}: {
  onBack: () => void;
  onNext: () => void;
  /** The next button's text: Continue when absent. */
  nextLabel?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation(['expert']);
  return (
    <div className="be-step-nav">
      <button type="button" className="be-secondary" onClick={onBack} disabled={busy}>
        {t('expert:back')}
      </button>
      <button type="button" className="be-primary" onClick={onNext} disabled={busy} aria-busy={busy || undefined}>
        {nextLabel ?? t('expert:continue')}
      </button>
    </div>
  );
}
