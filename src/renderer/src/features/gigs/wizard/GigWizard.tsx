import { Navigate } from 'react-router-dom';
import { Page } from '#ui/Page';
import { DescriptionStep } from './DescriptionStep';
import { GalleryStep } from './GalleryStep';
import { OverviewStep } from './OverviewStep';
import { PricingStep } from './PricingStep';
import { PublishStep } from './PublishStep';
import { WizardTabs } from './WizardTabs';
import { furthestStep, stepIndex } from './steps';
import type { WizardProps } from './types';
import '../gigs.css';
import './wizard.css';

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
