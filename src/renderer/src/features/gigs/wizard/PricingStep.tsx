import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EXTRA_TIME_OPTIONS,
  NUMBER_OF_SESSIONS_OPTIONS,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  PRICING_TIERS,
  PRICING_TIER_LABELS,
  RUPEES_PER_CREDIT,
  SESSION_TIME_OPTIONS,
  coerceCredits,
  creditsInRupees,
  pricingError,
  type PackageDraft,
  type PricingTier,
} from '#shared/domain/gig-pricing';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';

function Select({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="gig-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

function PackageColumn({ tier, pkg, onChange }: { tier: PricingTier; pkg: PackageDraft; onChange: (p: PackageDraft) => void }) {
  const id = useId();
  const set = (patch: Partial<PackageDraft>) => onChange({ ...pkg, ...patch });
  return (
    <fieldset className="gig-package-column">
      <legend>{PRICING_TIER_LABELS[tier]}</legend>
      <div className="gig-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" maxLength={PACKAGE_TITLE_MAX} value={pkg.title} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="gig-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={PACKAGE_DESCRIPTION_MAX}
          value={pkg.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <Select label="Session time" value={pkg.sessionTime} options={SESSION_TIME_OPTIONS[tier]} onChange={(sessionTime) => set({ sessionTime })} />
      <Select label="Extra time" value={pkg.extraTime} options={EXTRA_TIME_OPTIONS[tier]} onChange={(extraTime) => set({ extraTime })} />
      <Select
        label="Number of sessions"
        value={pkg.numberOfSessions}
        options={NUMBER_OF_SESSIONS_OPTIONS[tier]}
        onChange={(numberOfSessions) => set({ numberOfSessions })}
      />
      <div className="gig-field">
        <label htmlFor={`${id}-credits`}>Credits</label>
        <input
          id={`${id}-credits`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="0"
          value={pkg.credits}
          aria-describedby={`${id}-credits-hint`}
          onChange={(e) => set({ credits: coerceCredits(e.target.value) })}
        />
        <p id={`${id}-credits-hint`} className="gig-field-message is-hint">
          1 credit = {RUPEES_PER_CREDIT} rupees{pkg.credits === '' ? '' : ` · ${creditsInRupees(pkg.credits)}`}
        </p>
      </div>
    </fieldset>
  );
}

/** Step 2, Pricing: Basic, Standard and Premium; Continue needs every field of every package. */
export function PricingStep({ draft, setDraft, pathOf }: WizardProps) {
  const id = useId();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const error = attempted ? pricingError(draft.pricing) : null;
  const onContinue = () => {
    setAttempted(true);
    if (pricingError(draft.pricing) === null) void navigate(pathOf('description'));
  };
  return (
    <section className="gig-step is-wide" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Pricing</h2>
      <div className="gig-pricing">
        {PRICING_TIERS.map((tier) => (
          <PackageColumn
            key={tier}
            tier={tier}
            pkg={draft.pricing[tier]}
            onChange={(pkg) => setDraft((d) => ({ ...d, pricing: { ...d.pricing, [tier]: pkg } }))}
          />
        ))}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
      <StepActions step="pricing" pathOf={pathOf} onContinue={onContinue} />
    </section>
  );
}
