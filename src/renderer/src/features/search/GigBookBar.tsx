import { useTranslation } from 'react-i18next';
import type { PublicGig } from '#shared/contract/http/search';
import { PRICING_TIERS, type PricingTier } from '#shared/domain/pricing-tiers';
import { useFormat } from '#i18n/format';

/**
 * On a narrow screen the packages come after the reviews: this bar stays at the bottom of the
 * screen while the buyer reads, with the lowest price and a Book button that opens the booking
 * dialog (where every package can be chosen). Wider screens keep the packages in view beside the
 * page and never show it (search.css).
 */
export function GigBookBar({
  pricing,
  onBook,
  onBookIntent,
}: {
  pricing: PublicGig['pricing'];
  onBook: (tier: PricingTier) => void;
  onBookIntent?: () => void;
}) {
  const { t } = useTranslation(['search']);
  const format = useFormat();
  const offered = PRICING_TIERS.flatMap((tier) => {
    const pkg = pricing[tier];
    return pkg ? [{ tier, credits: pkg.credits }] : [];
  });
  const cheapest = offered.reduce<(typeof offered)[number] | null>((low, p) => (low === null || p.credits < low.credits ? p : low), null);
  if (!cheapest) return null;
  return (
    <div className="gig-book-bar" data-testid="gig-book-bar">
      <strong>{t('search:fromCredits', { count: cheapest.credits, n: format.number(cheapest.credits) })}</strong>
      <button
        type="button"
        className="search-button"
        onClick={() => onBook(cheapest.tier)}
        onPointerEnter={onBookIntent}
        onFocus={onBookIntent}
      >
        {t('search:book')}
      </button>
    </div>
  );
}
