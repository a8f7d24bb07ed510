import { useCallback } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Gig } from '#shared/contract/http/gigs';
import { ApiError, call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { DeleteGigModal } from '../components/DeleteGigModal';
import { GigCard, GigCardPlaceholder } from '../components/GigCard';
import { RequireExpert } from '../components/RequireExpert';
import { useGigActions } from '../components/use-gig-actions';
import { gigPaths } from '../paths';
import '../gigs.css';

/** The expert's gigs; a 403 (not an expert) is silently an empty list (spec section 6). */
const loadMyGigs = (signal: AbortSignal): Promise<Gig[]> =>
  call('myGigs', { signal }).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 403) return [];
    throw e;
  });

function GigList({ username }: { username: string }) {
  const { t } = useTranslation(['gigs']);
  const gigsQuery = useQuery('myGigs', loadMyGigs);
  const { update } = gigsQuery;
  const onUpdated = useCallback((gig: Gig) => update((gigs) => gigs.map((g) => (g.id === gig.id ? gig : g))), [update]);
  const onDeleted = useCallback((gigId: string) => update((gigs) => gigs.filter((g) => g.id !== gigId)), [update]);
  const actions = useGigActions({ onUpdated, onDeleted });

  if (gigsQuery.status === 'error') return <p role="alert">{t('gigs:list.fetchFailed')}</p>;
  if (gigsQuery.status !== 'ready') {
    return (
      <ul className="gig-grid" aria-busy="true" aria-label={t('gigs:list.loading')}>
        {[0, 1, 2].map((i) => (
          <GigCardPlaceholder key={i} />
        ))}
      </ul>
    );
  }
  const gigs = gigsQuery.data;
  if (gigs.length === 0) {
    return (
      <div className="gigs-empty">
        <p>{t('gigs:list.empty')}</p>
        <Link to={gigPaths.newGig(username)} className="gig-button">
          {t('gigs:list.createFirst')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="gigs-toolbar">
        <Link to={gigPaths.newGig(username)} className="gig-button">
          <Plus size={16} aria-hidden="true" />
          {t('gigs:list.createNew')}
        </Link>
      </div>
      <ul className="gig-grid" aria-label={t('gigs:list.label')}>
        {gigs.map((gig) => (
          <GigCard
            key={gig.id}
            gig={gig}
            href={gigPaths.detail(username, gig.id)}
            toggling={actions.toggling === gig.id}
            onToggle={() => void actions.toggle(gig)}
            onDelete={() => actions.askDelete(gig.id)}
          />
        ))}
      </ul>
      <DeleteGigModal {...actions.modal} onConfirm={() => void actions.modal.onConfirm()} />
    </>
  );
}

/** /users/{username}/manage_gigs — 'Your Gigs'. */
export default function ManageGigsPage() {
  const { username = '' } = useParams();
  const { t } = useTranslation(['gigs']);
  return (
    <RequireExpert title={t('gigs:list.title')}>
      <Page title={t('gigs:list.title')} className="page gigs-page">
        <GigList username={username} />
      </Page>
    </RequireExpert>
  );
}
