import { useTranslation } from 'react-i18next';
import { useTabs } from '#ui/use-tabs';
import { useFormat } from '#i18n/format';
import { useDurations } from '#i18n/durations';
import type { FullKey } from '#i18n/namespaces';
import { PRICING_TIERS, type PricingTier } from '#shared/domain/pricing-tiers';
import type { PublicGig } from '#shared/contract/http/search';
import { useCreditsInRupees } from './format';

const TIER_KEYS: Record<PricingTier, FullKey<'search'>> = {
  basic: 'search:tier.basic',
  standard: 'search:tier.standard',
  premium: 'search:tier.premium',
};

/**
 * The gig's three packages as tabs (Basic, Standard, Premium; arrow keys move between them), each
 * with its details and a Book button. What booking does is the page's: it passes `onBook(tier)`.
 */
export function GigPackages({
  pricing,
  onBook,
  onBookIntent,
}: {
  pricing: PublicGig['pricing'];
  onBook: (tier: PricingTier) => void;
  /** A Book button is pointed at or focused: booking may start to load what it needs. */
  onBookIntent?: () => void;
}) {
  const { t } = useTranslation(['search']);
  const format = useFormat();
  const { duration } = useDurations();
  const creditsInRupees = useCreditsInRupees();
  const tiers = PRICING_TIERS.filter((tier) => pricing[tier] !== null);
  const { selected: tier, onKeyDown, tabProps, panelProps } = useTabs(tiers, tiers[0] ?? 'basic');
  const pkg = pricing[tier];
  if (!pkg) return null;
  const credits = { count: pkg.credits, n: format.number(pkg.credits) };
  // The session and extra times are options of the spec's lists, the number of sessions a number: each written in the page's language.
  const rows: Array<[string, string]> = [
    [t('search:package.sessionTime'), duration(pkg.sessionTime)],
    [t('search:package.extraTime'), duration(pkg.extraTime)],
    [t('search:package.sessions'), /^\d+$/.test(pkg.numberOfSessions) ? format.number(Number(pkg.numberOfSessions)) : pkg.numberOfSessions],
    [t('search:package.credits'), creditsInRupees(pkg.credits)],
  ];
  return (
    <section className="gig-packages-box" aria-label={t('search:packages')}>
      <div role="tablist" aria-label={t('search:packages')} className="gig-tabs" onKeyDown={onKeyDown}>
        {tiers.map((id) => (
          <button key={id} {...tabProps(id)}>
            {t(TIER_KEYS[id])}
          </button>
        ))}
      </div>
      <div {...panelProps} className="gig-tab-panel">
        <div className="gig-tab-head">
          <h3 dir="auto">{pkg.title}</h3>
          <strong className="gig-tab-credits">{t('search:credits', credits)}</strong>
        </div>
        <p dir="auto">{pkg.description}</p>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className="search-button gig-book"
          aria-label={t('search:bookTier', { tier: t(TIER_KEYS[tier]) })}
          onClick={() => onBook(tier)}
          onPointerEnter={onBookIntent}
          onFocus={onBookIntent}
        >
          {t('search:book')}
        </button>
      </div>
    </section>
  );
}
