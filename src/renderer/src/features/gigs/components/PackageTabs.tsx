import { useTranslation } from 'react-i18next';
import { useTabs } from '#ui/use-tabs';
import type { PricingDraft } from '#shared/domain/gig-pricing';
import { PRICING_TIERS } from '#shared/domain/pricing-tiers';
import { useGigFormat } from '../use-gig-format';

/**
 * The three packages as tabs (Basic, Standard, Premium), each showing its details: a saved gig's
 * packages or the wizard's draft (credits still '' while empty).
 */
export function PackageTabs({ pricing }: { pricing: PricingDraft }) {
  const { t } = useTranslation(['gigs']);
  const format = useGigFormat();
  const { selected: tier, onKeyDown, tabProps, panelProps } = useTabs(PRICING_TIERS, 'basic');
  const pkg = pricing[tier];
  const rows: Array<[string, string]> = [
    [t('gigs:package.sessionTime'), format.duration(pkg.sessionTime)],
    [t('gigs:package.extraTime'), format.duration(pkg.extraTime)],
    [t('gigs:package.sessions'), format.number(pkg.numberOfSessions)],
    [t('gigs:package.credits'), pkg.credits === '' ? '' : format.creditsInRupees(pkg.credits)],
  ];
  return (
    <div className="gig-packages">
      <div role="tablist" aria-label={t('gigs:packages')} className="gig-packages-tabs" onKeyDown={onKeyDown}>
        {PRICING_TIERS.map((option) => (
          <button key={option} {...tabProps(option)} className={option === tier ? 'is-selected' : ''}>
            {format.tier(option)}
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
