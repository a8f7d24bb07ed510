import { FORM_TEXTS } from '../texts';

/** Back and Continue (or Finish) under a wizard step. */
export function StepNav({
  onBack,
  onNext,
  nextLabel = FORM_TEXTS.continue,
  busy = false,
}: {
  onBack: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
}) {
  return (
    <div className="be-step-nav">
      <button type="button" className="be-secondary" onClick={onBack} disabled={busy}>
        {FORM_TEXTS.back}
      </button>
      <button type="button" className="be-primary" onClick={onNext} disabled={busy} aria-busy={busy || undefined}>
        {nextLabel}
      </button>
    </div>
  );
}
