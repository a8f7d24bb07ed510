import { Link, useParams } from 'react-router-dom';
import { GigCategory } from '#ui/GigCategory';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { LoadingPage } from '#ui/LoadFailed';
import { prepareBooking, useBooking } from '#features/bookings/use-booking';
import { NextOpenSlot } from '#features/bookings/NextOpenSlot';
import { ReviewsSection } from '#features/reviews/ReviewsSection';
import { ExpertSummaryCard } from '../components/ExpertSummaryCard';
import { GigGallery } from '../components/GigGallery';
import { SearchLoadFailed } from '../components/SearchLoadFailed';
import { SoftwareList } from '../components/SoftwareList';
import { Stars } from '../components/Stars';
import { GigPackages } from '../GigPackages';
import { GigBookBar } from '../GigBookBar';
import { useTranslation } from 'react-i18next';
import { searchHrefFor } from '../search-links';
import { gigPageKey } from '../page-queries';
import '../search.css';
import { useDocumentTitle } from '#app/document-title';
import { ReportButtonLater } from '#features/reports/ReportButtonLater';

/** /gigs/{gigId}: the buyer's page of an active gig, with its packages and a Book button. */
export default function GigPage() {
  const { t } = useTranslation(['search', 'conversations']);
  const { gigId = '' } = useParams();
  const gigQuery = useQuery(gigPageKey(gigId), (signal) => call('publicGig', { params: { id: gigId }, signal }));
  const data = gigQuery.status === 'ready' ? gigQuery.data : null;
  const { onBook, dialog } = useBooking(data?.gig ?? null, data?.expert.userName);
  useDocumentTitle(data?.gig.title);

  if (gigQuery.status === 'error') {
    return <SearchLoadFailed error={gigQuery.error} notFoundText={t('search:gigNotFound')} onRetry={gigQuery.retry} />;
  }
  if (!data) return <LoadingPage label={t('search:loadingGig')} />;
  const { gig, expert } = data;
  return (
    <article className="page gig-page" aria-labelledby="page-title">
      <div className="gig-main">
        <GigCategory category={gig.category} subCategory={gig.subCategory} />
        <h1 id="page-title">
          <bdi>{gig.title}</bdi>
        </h1>
        <Stars rating={gig.rating} count={gig.reviewCount} />
        <GigGallery gallery={gig.gallery} title={gig.title} />
        <section aria-labelledby="gig-about">
          <h2 id="gig-about">{t('search:aboutGig')}</h2>
          <p className="gig-description" dir="auto">{gig.description}</p>
        </section>
        <section aria-labelledby="gig-softwares">
          <h2 id="gig-softwares">{t('search:softwares')}</h2>
          <SoftwareList names={gig.softwares} label={t('search:softwares')} />
        </section>
        <section aria-labelledby="gig-tags">
          <h2 id="gig-tags">{t('search:tags')}</h2>
          <ul className="gig-tags">
            {gig.tags.map((tag) => (
              <li key={tag}>
                <Link className="search-chip" to={searchHrefFor(tag)} dir="auto">
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <ReviewsSection source={{ gigId: gig.id }} expertUserName={expert.userName} />
        <ReportButtonLater
          target={{ kind: 'gig', id: gig.id }}
          label={t('conversations:reportGig')}
          title={t('conversations:reportGigTitle', { title: gig.title })}
          expertUserName={expert.userName}
        />
      </div>
      <aside className="gig-side">
        <NextOpenSlot gigId={gig.id} tier={gig.pricing.basic ? 'basic' : gig.pricing.standard ? 'standard' : 'premium'} />
        <GigPackages pricing={gig.pricing} onBook={onBook} onBookIntent={prepareBooking} />
        <ExpertSummaryCard expert={expert} />
      </aside>
      <GigBookBar pricing={gig.pricing} onBook={onBook} onBookIntent={prepareBooking} />
      {dialog}
    </article>
  );
}
