import type { GigDraft } from '#shared/domain/gig-draft';
import type { DraftUpdate } from '#state';
import type { WizardStep } from './steps';

/** What the wizard hands each of its steps (and what its pages hand the wizard). */
export interface WizardProps {
  title: string;
  draft: GigDraft;
  setDraft: (update: DraftUpdate) => void;
  step: WizardStep;
  pathOf: (step: WizardStep) => string;
  submitLabel: string;
  submitting: boolean;
  /** The message of a refused submission and the step holding the refused field. */
  submitError: { message: string; step: WizardStep } | null;
  onSubmit: () => void;
}
