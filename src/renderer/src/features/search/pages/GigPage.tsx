import { Link, useParams } from 'react-router-dom';
import { call } from '#api/client';
import { Spinner } from '#ui/Spinner';
import { useBooking } from '#features/bookings/use-booking';
import { ExpertSummaryCard } from '../components/ExpertSummaryCard';
import { GigGallery } from '../components/GigGallery';
import { SoftwareList } from '../components/SoftwareList';
import { Stars } from '../components/Stars';
import { GigPackages } from '../GigPackages';
import { ABOUT_THIS_GIG, BACK_TO_SEARCH, GIG_NOT_FOUND_TEXT, RETRY, SOFTWARES, TAGS } from '../texts';
import { useApi } from '../use-api';
import { searchHrefFor } from '../search-links';
import '../search.css';

/** /gigs/{gigId}: the buyer's page of an active gig, with its packages and a Book button. */
export default function GigPage() {
  const { gigId = '' } = useParams();
  const { state, retry } = useApi(gigId, (signal) => call('publicGig', { params: { id: gigId }, signal }));
  const data = state.status === 'ready' ? state.data : null;
  const { onBook, dialog } = useBooking(data?.gig ?? null, data?.expert.userName);

  if (state.status === 'loading') {
    return (
      <section className="page" aria-busy="true" aria-label="Loading the gig">
        <Spinner size={28} />
      </section>
    );
  }
  if (state.status === 'error') {
    const missing = state.error.status === 404;
    return (
      <section className="page search-missing" aria-labelledby="page-title">
        <h1 id="page-title">{state.error.message}</h1>
        <p>{missing ? GIG_NOT_FOUND_TEXT : null}</p>
        {missing ? (
          <Link to="/search/gigs">{BACK_TO_SEARCH}</Link>
        ) : (
          <button type="button" className="search-button" onClick={retry}>
            {RETRY}
          </button>
        )}
      </section>
    );
  }
  const { gig, expert } = state.data;
  return (
    <article className="page gig-page" aria-labelledby="page-title">
      <div className="gig-main">
        <p className="gig-category">
          {gig.category} | {gig.subCategory}
        </p>
        <h1 id="page-title">{gig.title}</h1>
        <Stars rating={gig.rating} count={gig.reviewCount} />
        <GigGallery gallery={gig.gallery} title={gig.title} />
        <section aria-labelledby="gig-about">
          <h2 id="gig-about">{ABOUT_THIS_GIG}</h2>
          <p className="gig-description">{gig.description}</p>
        </section>
        <section aria-labelledby="gig-softwares">
          <h2 id="gig-softwares">{SOFTWARES}</h2>
          <SoftwareList names={gig.softwares} label={SOFTWARES} />
        </section>
        <section aria-labelledby="gig-tags">
          <h2 id="gig-tags">{TAGS}</h2>
          <ul className="gig-tags">
            {gig.tags.map((tag) => (
              <li key={tag}>
                <Link className="search-chip" to={searchHrefFor(tag)}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="gig-side">
        <GigPackages pricing={gig.pricing} onBook={onBook} />
        <ExpertSummaryCard expert={expert} />
      </aside>
      {dialog}
    </article>
  );
}
