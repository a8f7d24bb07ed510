import { ContactButton } from '#features/messages/ContactButton';
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
import {
  ABOUT,
  EXPERT_NOT_FOUND_TEXT,
  LANGUAGES,
  NO_ACTIVE_GIGS,
  PROFESSIONS,
  SKILLS,
  SOFTWARES,
  gigsBy,
  memberSince,
  perHour,
} from '../texts';
import '../search.css';
import { useDocumentTitle } from '#app/document-title';

/** /experts/{userName}: an expert's public profile and their active gigs (no private fields). */
export default function ExpertPage() {
  const { userName = '' } = useParams();
  const expertQuery = useQuery(['publicExpert', userName], (signal) => call('publicExpert', { params: { userName }, signal }));
  useDocumentTitle(expertQuery.status === 'ready' ? expertQuery.data.expert.displayName : null);
  if (expertQuery.status === 'error') {
    return <SearchLoadFailed error={expertQuery.error} notFoundText={EXPERT_NOT_FOUND_TEXT} onRetry={expertQuery.retry} />;
  }
  if (expertQuery.status !== 'ready') return <LoadingPage label="Loading the expert" />;
  const { expert, gigs } = expertQuery.data;
  return (
    <article className="page expert-page" aria-labelledby="page-title">
      <header className="expert-head">
        <Avatar name={expert.displayName} src={expert.profilePicture} size={112} />
        <div>
          <h1 id="page-title">{expert.displayName}</h1>
          <p className="gig-expert-user">@{expert.userName}</p>
          <Stars rating={expert.rating} count={expert.reviewCount} showEmpty="none" />
          <ul className="gig-expert-facts">
            {expert.hourlyRate !== null ? <li>{perHour(expert.hourlyRate)}</li> : null}
            <li>{memberSince(expert.memberSince)}</li>
          </ul>
          <ContactButton expertUserName={expert.userName} />
        </div>
      </header>
      <div className="expert-columns">
        <section aria-labelledby="expert-about">
          <h2 id="expert-about">{ABOUT}</h2>
          <p className="gig-expert-bio">{expert.description}</p>
        </section>
        <section aria-labelledby="expert-languages">
          <h2 id="expert-languages">{LANGUAGES}</h2>
          <ul className="expert-list">
            {expert.languages.map((l) => (
              <li key={l.language}>
                {l.language} <span className="expert-muted">— {l.level}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="expert-skills">
          <h2 id="expert-skills">{SKILLS}</h2>
          <ul className="expert-list">
            {expert.skills.map((s) => (
              <li key={s.skill}>
                <strong>{s.skill}</strong> <span className="expert-muted">— {s.level}, {s.experience}</span>
                {s.subSkills.length > 0 ? (
                  <ul className="gig-tags expert-subskills">
                    {s.subSkills.map((sub) => (
                      <li key={sub} className="search-chip search-chip-static">
                        {sub}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="expert-softwares">
          <h2 id="expert-softwares">{SOFTWARES}</h2>
          <SoftwareList names={expert.softwares} label={SOFTWARES} />
        </section>
        {expert.professions.length > 0 ? (
          <section aria-labelledby="expert-professions">
            <h2 id="expert-professions">{PROFESSIONS}</h2>
            <ul className="expert-list">
              {expert.professions.map((p) => (
                <li key={`${p.profession}-${p.fromYear}`}>
                  <strong>{p.profession}</strong>{' '}
                  <span className="expert-muted">
                    {p.fromYear} – {p.toYear}
                    {p.specialities.length > 0 ? ` · ${p.specialities.join(', ')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <ReviewsSection source={{ userName: expert.userName }} expertUserName={expert.userName} />
      {gigs.length > 0 ? <ResultsGrid id="expert-gigs" title={gigsBy(expert.displayName)} gigs={gigs} /> : <p>{NO_ACTIVE_GIGS}</p>}
    </article>
  );
}
