import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PRICING_TIERS, PRICING_TIER_LABELS, creditsInRupees, type PricingTier } from '../../../../../shared/domain/gig';

export interface PackageView {
  title: string;
  description: string;
  credits: number | '';
  sessionTime: string;
  extraTime: string;
  numberOfSessions: string;
}

/** The three packages as tabs (Basic, Standard, Premium), each showing its details. */
export function PackageTabs({ pricing }: { pricing: Record<PricingTier, PackageView> }) {
  const [tier, setTier] = useState<PricingTier>('basic');
  const id = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = PRICING_TIERS[(PRICING_TIERS.indexOf(tier) + step + PRICING_TIERS.length) % PRICING_TIERS.length] ?? 'basic';
    setTier(next);
    tabs.current[next]?.focus();
  };
  const pkg = pricing[tier];
  const rows: Array<[string, string]> = [
    ['Session time', pkg.sessionTime],
    ['Extra time', pkg.extraTime],
    ['Sessions', pkg.numberOfSessions],
    ['Credits', pkg.credits === '' ? '' : creditsInRupees(pkg.credits)],
  ];
  return (
    <div className="gig-packages">
      <div role="tablist" aria-label="Packages" className="gig-packages-tabs" onKeyDown={onKeyDown}>
        {PRICING_TIERS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t}`}
            aria-selected={t === tier}
            aria-controls={`${id}-panel`}
            tabIndex={t === tier ? 0 : -1}
            className={t === tier ? 'is-selected' : ''}
            onClick={() => setTier(t)}
          >
            {PRICING_TIER_LABELS[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tier}`} className="gig-package">
        <h3>{pkg.title}</h3>
        <p>{pkg.description}</p>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
