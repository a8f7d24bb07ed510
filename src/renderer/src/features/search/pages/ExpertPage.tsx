import { ContactButton } from '#features/messages/ContactButton';
import { ReportButtonLater } from '#features/reports/ReportButtonLater';
import { useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Avatar } from '#ui/Avatar';
import { ReviewsSection } from '#features/reviews/ReviewsSection';
import { LoadingPage } from '#ui/LoadFailed';
import { ResultsGrid } from '../components/ResultsGrid';
import { SearchLoadFailed } from '../components/SearchLoadFailed';
import { SoftwareList } from '../components/SoftwareList';
import { Stars } from '../components/Stars';
import { useTranslation } from 'react-i18next';
import { useIsolate } from '#features/catalog/bidi';
import { useCreditsInRupees, useSearchFormat } from '../format';
import { useProfileWords } from '../profile-words';
import { useCatalogNames } from '#i18n/catalog-names';
import { SubSkillChips } from '../components/SubSkillChips';
import { expertPageKey } from '../page-queries';
import { EXPERTISE_KEYS } from '../components/filter-labels';
import { EXPERTISE_LEVELS } from '#shared/domain/search';
import { LevelBadge } from '#features/levels/LevelBadge';
import { PRESENT } from '#shared/catalog/skill-options';
import '../search.css';
import { useDocumentTitle } from '#app/document-title';

/** A skill's level (Beginner, Intermediate, Expert) as its catalogue key; another value is the expert's own word. */
const levelKey = (level: string) => EXPERTISE_LEVELS.map((l) => EXPERTISE_KEYS[l]).find((_, i) => EXPERTISE_LEVELS[i] === level.toLowerCase());

/** /experts/{userName}: an expert's public profile and their active gigs (no private fields). */
export default function ExpertPage() {
  const { t } = useTranslation(['search', 'conversations']);
  const format = useSearchFormat();
  const creditsInRupees = useCreditsInRupees();
  const isolate = useIsolate();
  const names = useCatalogNames();
  const words = useProfileWords();
  const { userName = '' } = useParams();
  const expertQuery = useQuery(expertPageKey(userName), (signal) => call('publicExpert', { params: { userName }, signal }));
  useDocumentTitle(expertQuery.status === 'ready' ? expertQuery.data.expert.displayName : null);
  if (expertQuery.status === 'error') {
    return <SearchLoadFailed error={expertQuery.error} notFoundText={t('search:expertNotFound')} onRetry={expertQuery.retry} />;
  }
  if (expertQuery.status !== 'ready') return <LoadingPage label={t('search:loadingExpert')} />;
  const { expert, gigs } = expertQuery.data;
  return (
    <article className="page expert-page" aria-labelledby="page-title">
      <header className="expert-head">
        <Avatar name={expert.displayName} src={expert.profilePicture} size={112} />
        <div>
          <h1 id="page-title">
            <bdi>{expert.displayName}</bdi>
          </h1>
          <p className="gig-expert-user">
            <bdi>@{expert.userName}</bdi>
          </p>
          <LevelBadge level={expert.earnedLevel} />
          <Stars rating={expert.rating} count={expert.reviewCount} showEmpty="none" />
          <ul className="gig-expert-facts">
            {expert.hourlyRate !== null ? <li>{t('search:perHour', { rate: creditsInRupees(expert.hourlyRate) })}</li> : null}
            <li>{t('search:memberSince', { date: format.monthYear(expert.memberSince) })}</li>
          </ul>
          <ContactButton expertUserName={expert.userName} />
          <ReportButtonLater
            target={{ kind: 'expert', id: expert.userName }}
            label={t('conversations:reportExpert')}
            title={t('conversations:reportTitle', { name: expert.displayName })}
            expertUserName={expert.userName}
          />
        </div>
      </header>
      <div className="expert-columns">
        <section aria-labelledby="expert-about">
          <h2 id="expert-about">{t('search:about')}</h2>
          <p className="gig-expert-bio" dir="auto">
            {expert.description}
          </p>
        </section>
        <section aria-labelledby="expert-languages">
          <h2 id="expert-languages">{t('search:languages')}</h2>
          <ul className="expert-list">
            {expert.languages.map((l) => (
              <li key={l.language}>
                <bdi lang="en">{l.language}</bdi> <span className="expert-muted">— {words.languageLevel(l.level)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="expert-skills">
          <h2 id="expert-skills">{t('search:skills')}</h2>
          <ul className="expert-list">
            {expert.skills.map((s) => (
              <li key={s.skill}>
                <strong>
                  <bdi>{names.name(s.skill)}</bdi>
                </strong>{' '}
                <span className="expert-muted">
                  — {levelKey(s.level) ? t(levelKey(s.level) ?? 'search:level.expert') : s.level}, {words.experience(s.experience)}
                </span>
                <SubSkillChips subSkills={s.subSkills} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="expert-softwares">
          <h2 id="expert-softwares">{t('search:softwares')}</h2>
          <SoftwareList names={expert.softwares} label={t('search:softwares')} />
        </section>
        {expert.professions.length > 0 ? (
          <section aria-labelledby="expert-professions">
            <h2 id="expert-professions">{t('search:professions')}</h2>
            <ul className="expert-list">
              {expert.professions.map((p) => (
                <li key={`${p.profession}-${p.fromYear}`}>
                  <strong>
                    <bdi>{names.profession(p.profession)}</bdi>
                  </strong>{' '}
                  <span className="expert-muted">
                    {p.fromYear} – {p.toYear === PRESENT ? t('search:profession.present') : p.toYear}
                    {p.specialities.length > 0 ? (
                      <>
                        {' · '}
                        <bdi lang="en">{p.specialities.join(', ')}</bdi>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <ReviewsSection source={{ userName: expert.userName }} expertUserName={expert.userName} />
      {gigs.length > 0 ? <ResultsGrid id="expert-gigs" title={t('search:gigsBy', { name: isolate(expert.displayName) })} gigs={gigs} /> : <p>{t('search:noActiveGigs')}</p>}
    </article>
  );
}
