import { ContactButton } from '#features/messages/ContactButton';
import { Link } from 'react-router-dom';
import type { PublicExpertSummary } from '#shared/contract/http/search';
import { Avatar } from '#ui/Avatar';
import { useTranslation } from 'react-i18next';
import { useCreditsInRupees, useSearchFormat } from '../format';
import { ProBadge } from './ProBadge';
import { LevelBadge } from '#features/levels/LevelBadge';
import { Stars } from './Stars';

/** Who offers a gig: picture, name, rating, languages, rate, member since, bio and a profile link. */
export function ExpertSummaryCard({ expert }: { expert: PublicExpertSummary }) {
  const { t } = useTranslation(['search']);
  const format = useSearchFormat();
  const creditsInRupees = useCreditsInRupees();
  const href = `/experts/${encodeURIComponent(expert.userName)}`;
  return (
    <section className="gig-expert" aria-labelledby="gig-expert-title">
      <h2 id="gig-expert-title">{t('search:aboutExpert')}</h2>
      <div className="gig-expert-head">
        <Avatar name={expert.displayName} src={expert.profilePicture} size={64} />
        <div>
          <Link to={href} className="gig-expert-name">
            {expert.displayName}
          </Link>
          {expert.pro && <> <ProBadge /></>}
          <p className="gig-expert-user">@{expert.userName}</p>
          <LevelBadge level={expert.earnedLevel} />
          <Stars rating={expert.rating} count={expert.reviewCount} showEmpty="none" />
        </div>
      </div>
      <ul className="gig-expert-facts">
        {expert.hourlyRate !== null ? <li>{t('search:perHour', { rate: creditsInRupees(expert.hourlyRate) })}</li> : null}
        <li>{t('search:memberSince', { date: format.monthYear(expert.memberSince) })}</li>
        {expert.languages.length > 0 ? <li lang="en">{expert.languages.map((l) => l.language).join(', ')}</li> : null}
      </ul>
      <p className="gig-expert-bio">{expert.description}</p>
      <Link to={href} className="search-button search-button-outline">
        {t('search:viewProfile')}
      </Link>
      <ContactButton expertUserName={expert.userName} />
    </section>
  );
}
