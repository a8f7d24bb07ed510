import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TEXTS = {
  join: { title: 'guide:pro.join.title', lead: 'guide:pro.join.lead' },
  pricing: { title: 'guide:pro.pricing.title', lead: 'guide:pro.pricing.lead' },
  benefits: { title: 'guide:pro.benefits.title', lead: 'guide:pro.benefits.lead' },
} as const;

/** The head of each public Pro page: the kicker, the page's title and lead, and what follows them. */
export function ProHero({ page, children }: { page: keyof typeof TEXTS; children?: ReactNode }) {
  const { t } = useTranslation(['guide']);
  return (
    <header className="guide-hero">
      <p className="guide-kicker">{t('guide:pro.kicker')}</p>
      <h1 id="page-title">{t(TEXTS[page].title)}</h1>
      <p className="guide-lead">{t(TEXTS[page].lead)}</p>
      {children}
    </header>
  );
}
