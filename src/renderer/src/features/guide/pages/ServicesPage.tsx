import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Package, Repeat, Video, Wallet, type LucideIcon } from 'lucide-react';
import type { FullKey } from '#i18n/namespaces';
import { IconCards } from '#ui/IconCards';
import '../guide.css';

/** A card: its icon and its texts in the guide catalogue. */
interface Card {
  icon: LucideIcon;
  title: FullKey<'guide'>;
  text: FullKey<'guide'>;
}

const kinds = [
  { icon: Video, title: 'guide:services.call.title', text: 'guide:services.call.text' },
  { icon: Package, title: 'guide:services.gig.title', text: 'guide:services.gig.text' },
  { icon: Repeat, title: 'guide:services.mentoring.title', text: 'guide:services.mentoring.text' },
] as const satisfies readonly Card[];

const steps = [
  { icon: CalendarCheck, title: 'guide:services.step.book.title', text: 'guide:services.step.book.text' },
  { icon: Video, title: 'guide:services.step.call.title', text: 'guide:services.step.call.text' },
  { icon: Wallet, title: 'guide:services.step.settle.title', text: 'guide:services.step.settle.text' },
] as const satisfies readonly Card[];

/** /services: the kinds of sessions Qurious offers, how booking, the call and settlement work, and the ways into the catalogue. */
export default function ServicesPage() {
  const { t } = useTranslation(['guide']);
  return (
    <article className="page guide" aria-labelledby="page-title">
      <header className="guide-hero">
        <p className="guide-kicker">{t('guide:services.kicker')}</p>
        <h1 id="page-title">{t('guide:services.title')}</h1>
        <p className="guide-lead">{t('guide:services.lead')}</p>
      </header>
      <section aria-labelledby="services-kinds">
        <h2 id="services-kinds">{t('guide:services.kinds.title')}</h2>
        <IconCards className="guide-cards" cards={kinds.map((c) => ({ icon: c.icon, title: t(c.title), text: t(c.text) }))} />
      </section>
      <section aria-labelledby="services-how">
        <h2 id="services-how">{t('guide:services.how.title')}</h2>
        <IconCards ordered className="guide-cards" cards={steps.map((c) => ({ icon: c.icon, title: t(c.title), text: t(c.text) }))} />
      </section>
      <section aria-labelledby="services-browse">
        <h2 id="services-browse">{t('guide:services.browse.title')}</h2>
        <ul className="guide-links">
          <li>
            <Link to="/categories/software" className="guide-primary">
              {t('guide:services.browse.software')}
            </Link>
          </li>
          <li>
            <Link to="/categories/domain">{t('guide:services.browse.skills')}</Link>
          </li>
          <li>
            <Link to="/search/gigs">{t('guide:services.browse.search')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
