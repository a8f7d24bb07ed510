import { Navigate } from 'react-router-dom';
import type { GigDraft } from '#shared/domain/gig-draft';
import type { DraftUpdate } from '#state';
import { Page } from '#ui/Page';
import { DescriptionStep } from './DescriptionStep';
import { GalleryStep } from './GalleryStep';
import { OverviewStep } from './OverviewStep';
import { PricingStep } from './PricingStep';
import { PublishStep } from './PublishStep';
import { WizardTabs } from './WizardTabs';
import { furthestStep, stepIndex, type WizardStep } from './steps';
import '../gigs.css';
import './wizard.css';

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

/** The five-step gig wizard, shared by creating (/new) and editing (/edit/{gigId}). */
export function GigWizard(props: WizardProps) {
  const { title, draft, step, pathOf } = props;
  const furthest = furthestStep(draft);
  if (stepIndex(step) > stepIndex(furthest)) return <Navigate to={pathOf(furthest)} replace />;
  return (
    <Page title={title} className="page gig-wizard">
      <WizardTabs step={step} draft={draft} pathOf={pathOf} />
      {step === 'overview' && <OverviewStep {...props} />}
      {step === 'pricing' && <PricingStep {...props} />}
      {step === 'description' && <DescriptionStep {...props} />}
      {step === 'gallery' && <GalleryStep {...props} />}
      {step === 'publish' && <PublishStep {...props} />}
    </Page>
  );
}
