import { useTabs } from '#ui/use-tabs';
import { PRICING_TIERS, PRICING_TIER_LABELS, creditsInRupees, type PricingTier } from '#shared/domain/gig-pricing';
import type { PublicGig } from '#shared/contract/http/search';
import { BOOK, PACKAGES, bookTier } from './texts';

/**
 * The gig's three packages as tabs (Basic, Standard, Premium; arrow keys move between them), each
 * with its details and a Book button. What booking does is the page's: it passes `onBook(tier)`.
 */
export function GigPackages({ pricing, onBook }: { pricing: PublicGig['pricing']; onBook: (tier: PricingTier) => void }) {
  const tiers = PRICING_TIERS.filter((t) => pricing[t] !== null);
  const { selected: tier, onKeyDown, tabProps, panelProps } = useTabs(tiers, tiers[0] ?? 'basic');
  const pkg = pricing[tier];
  if (!pkg) return null;
  const rows: Array<[string, string]> = [
    ['Session time', pkg.sessionTime],
    ['Extra time', pkg.extraTime],
    ['Sessions', pkg.numberOfSessions],
    ['Credits', creditsInRupees(pkg.credits)],
  ];
  return (
    <section className="gig-packages-box" aria-label={PACKAGES}>
      <div role="tablist" aria-label={PACKAGES} className="gig-tabs" onKeyDown={onKeyDown}>
        {tiers.map((t) => (
          <button key={t} {...tabProps(t)}>
            {PRICING_TIER_LABELS[t]}
          </button>
        ))}
      </div>
      <div {...panelProps} className="gig-tab-panel">
        <div className="gig-tab-head">
          <h3>{pkg.title}</h3>
          <strong className="gig-tab-credits">{pkg.credits} credits</strong>
        </div>
        <p>{pkg.description}</p>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="search-button gig-book" aria-label={bookTier(PRICING_TIER_LABELS[tier])} onClick={() => onBook(tier)}>
          {BOOK}
        </button>
      </div>
    </section>
  );
}
