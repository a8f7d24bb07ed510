import { useTabs } from '#ui/use-tabs';
import { PRICING_TIERS, PRICING_TIER_LABELS, creditsInRupees, type PricingDraft } from '#shared/domain/gig-pricing';

/**
 * The three packages as tabs (Basic, Standard, Premium), each showing its details: a saved gig's
 * packages or the wizard's draft (credits still '' while empty).
 */
export function PackageTabs({ pricing }: { pricing: PricingDraft }) {
  const { selected: tier, onKeyDown, tabProps, panelProps } = useTabs(PRICING_TIERS, 'basic');
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
          <button key={t} {...tabProps(t)} className={t === tier ? 'is-selected' : ''}>
            {PRICING_TIER_LABELS[t]}
          </button>
        ))}
      </div>
      <div {...panelProps} className="gig-package">
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
