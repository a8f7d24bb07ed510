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
import { expertShareOf } from '#shared/domain/platform-fee';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
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

function PackageColumn({
  tier,
  pkg,
  feePercent,
  onChange,
}: {
  tier: PricingTier;
  pkg: PackageDraft;
  /** The platform's fee percent on this expert's bookings; null until the server told it. */
  feePercent: number | null;
  onChange: (p: PackageDraft) => void;
}) {
  const { t } = useTranslation(['gigs']);
  const gigFormat = useGigFormat();
  const format = useFormat();
  const id = useId();
  const set = (patch: Partial<PackageDraft>) => onChange({ ...pkg, ...patch });
  // What the package earns after the fee, once the fee is known and the price is a whole number of credits.
  const earning =
    feePercent !== null && typeof pkg.credits === 'number' && Number.isInteger(pkg.credits) && pkg.credits > 0
      ? { credits: expertShareOf(pkg.credits, feePercent), percent: feePercent }
      : null;
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
          aria-describedby={earning === null ? `${id}-credits-hint` : `${id}-credits-hint ${id}-credits-earning`}
          onChange={(e) => set({ credits: coerceCredits(e.target.value) })}
        />
        <p id={`${id}-credits-hint`} className="gig-field-message is-hint">
          {t('gigs:pricing.rate', { rupees: format.number(RUPEES_PER_CREDIT) })}
          {pkg.credits === '' ? '' : ` · ${gigFormat.creditsInRupees(pkg.credits)}`}
        </p>
        {earning !== null && (
          <p id={`${id}-credits-earning`} className="gig-field-message is-hint" data-testid={`earning-${tier}`}>
            {t('gigs:pricing.youEarn', {
              credits: gigFormat.creditsInRupees(earning.credits),
              percent: format.percent(earning.percent),
            })}
          </p>
        )}
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
  const fee = useQuery('walletFee', (signal) => call('walletFee', { signal }));
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
            feePercent={fee.data?.feePercent ?? null}
            onChange={(pkg) => setDraft((d) => ({ ...d, pricing: { ...d.pricing, [tier]: pkg } }))}
          />
        ))}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
      <StepActions step="pricing" pathOf={pathOf} onContinue={onContinue} />
    </section>
  );
}
