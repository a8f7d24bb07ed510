import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '#i18n/format';
import {
  EXTRA_TIME_OPTIONS,
  MIN_PACKAGE_CREDITS,
  NUMBER_OF_SESSIONS_OPTIONS,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  PRICING_TIERS,
  RUPEES_PER_CREDIT,
  SESSION_TIME_OPTIONS,
  coerceCredits,
  pricingError,
  type PackageDraft,
  type PricingTier,
} from '#shared/domain/gig-pricing';
import { useGigFormat } from '../use-gig-format';
import { STEP_LABELS } from './steps';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';

function Select({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation(['gigs']);
  const id = useId();
  return (
    <div className="gig-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('gigs:pricing.select')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PackageColumn({ tier, pkg, onChange }: { tier: PricingTier; pkg: PackageDraft; onChange: (p: PackageDraft) => void }) {
  const { t } = useTranslation(['gigs']);
  const gigFormat = useGigFormat();
  const format = useFormat();
  const id = useId();
  const set = (patch: Partial<PackageDraft>) => onChange({ ...pkg, ...patch });
  return (
    <fieldset className="gig-package-column">
      <legend>{gigFormat.tier(tier)}</legend>
      <div className="gig-field">
        <label htmlFor={`${id}-title`}>{t('gigs:pricing.title')}</label>
        <input id={`${id}-title`} type="text" maxLength={PACKAGE_TITLE_MAX} value={pkg.title} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="gig-field">
        <label htmlFor={`${id}-description`}>{t('gigs:pricing.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={PACKAGE_DESCRIPTION_MAX}
          value={pkg.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <Select
        label={t('gigs:package.sessionTime')}
        value={pkg.sessionTime}
        options={SESSION_TIME_OPTIONS[tier]}
        optionLabel={gigFormat.duration}
        onChange={(sessionTime) => set({ sessionTime })}
      />
      <Select
        label={t('gigs:package.extraTime')}
        value={pkg.extraTime}
        options={EXTRA_TIME_OPTIONS[tier]}
        optionLabel={gigFormat.duration}
        onChange={(extraTime) => set({ extraTime })}
      />
      <Select
        label={t('gigs:pricing.numberOfSessions')}
        value={pkg.numberOfSessions}
        options={NUMBER_OF_SESSIONS_OPTIONS[tier]}
        optionLabel={gigFormat.number}
        onChange={(numberOfSessions) => set({ numberOfSessions })}
      />
      <div className="gig-field">
        <label htmlFor={`${id}-credits`}>{t('gigs:package.credits')}</label>
        <input
          id={`${id}-credits`}
          type="number"
          inputMode="numeric"
          min={MIN_PACKAGE_CREDITS}
          step={1}
          placeholder={String(MIN_PACKAGE_CREDITS)}
          value={pkg.credits}
          aria-describedby={`${id}-credits-hint`}
          onChange={(e) => set({ credits: coerceCredits(e.target.value) })}
        />
        <p id={`${id}-credits-hint`} className="gig-field-message is-hint">
          {t('gigs:pricing.rate', { rupees: format.number(RUPEES_PER_CREDIT) })}
          {pkg.credits === '' ? '' : ` · ${gigFormat.creditsInRupees(pkg.credits)}`}
        </p>
      </div>
    </fieldset>
  );
}

/** Step 2, Pricing: Basic, Standard and Premium; Continue needs every field of every package. */
export function PricingStep({ draft, setDraft, pathOf }: WizardProps) {
  const { t } = useTranslation(['gigs']);
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
      <h2 id={`${id}-heading`}>{t(STEP_LABELS.pricing)}</h2>
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
