import {
  descriptionError,
  galleryError,
  isOverviewBlocked,
  type GigDraft,
} from '#shared/domain/gig-draft';
import { pricingError } from '#shared/domain/gig-pricing';
import type { FullKey } from '#i18n/namespaces';

/** The five steps of the gig wizard, in order (expert spec section 2). */
export const WIZARD_STEPS = ['overview', 'pricing', 'description', 'gallery', 'publish'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Each step's name (its tab and its heading) as a catalogue key. */
export const STEP_LABELS = {
  overview: 'gigs:step.overview',
  pricing: 'gigs:step.pricing',
  description: 'gigs:step.description',
  gallery: 'gigs:step.gallery',
  publish: 'gigs:step.publish',
} as const satisfies Record<WizardStep, FullKey<'gigs'>>;

/** The step a URL names: none is the overview; an unknown name is null. */
export function stepFromParam(param: string | undefined): WizardStep | null {
  if (param === undefined || param === '') return 'overview';
  return (WIZARD_STEPS as readonly string[]).includes(param) && param !== 'overview' ? (param as WizardStep) : null;
}

/** Whether a step lets the wizard move past it (the publish step is never "complete"). */
export function isStepComplete(step: WizardStep, draft: GigDraft): boolean {
  switch (step) {
    case 'overview':
      return !isOverviewBlocked(draft);
    case 'pricing':
      return pricingError(draft.pricing) === null;
    case 'description':
      return descriptionError(draft.description) === null;
    case 'gallery':
      return galleryError(draft.gallery) === null;
    case 'publish':
      return false;
  }
}

/** The furthest step the draft may be on: the first step that is not complete yet. */
export function furthestStep(draft: GigDraft): WizardStep {
  return WIZARD_STEPS.find((s) => !isStepComplete(s, draft)) ?? 'publish';
}

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);
export const nextStep = (step: WizardStep): WizardStep => WIZARD_STEPS[stepIndex(step) + 1] ?? 'publish';
export const previousStep = (step: WizardStep): WizardStep => WIZARD_STEPS[stepIndex(step) - 1] ?? 'overview';

/** Which step holds a field the API refused (e.g. 'pricing.basic.credits' is on the pricing step). */
export function stepOfField(field: string): WizardStep {
  const root = field.split('.')[0] ?? '';
  if (root === 'pricing') return 'pricing';
  if (root === 'description') return 'description';
  if (root === 'gallery') return 'gallery';
  return 'overview';
}
