import { useCallback, useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { Gig } from '#shared/contract/http/gigs';
import { ApiError, call } from '#api/client';
import { Page } from '#ui/Page';
import { DeleteGigModal } from '../components/DeleteGigModal';
import { GigCard, GigCardPlaceholder } from '../components/GigCard';
import { RequireExpert } from '../components/RequireExpert';
import { useGigActions } from '../components/use-gig-actions';
import { gigPaths } from '../paths';
import { TEXTS } from '../texts';
import '../gigs.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; gigs: Gig[] };

function GigList({ username }: { username: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    call('myGigs', { signal: abort.signal })
      .then((gigs) => setLoad({ state: 'ready', gigs }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        // A 403 (not an expert) is silently ignored (spec section 6).
        if (e instanceof ApiError && e.status === 403) setLoad({ state: 'ready', gigs: [] });
        else setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, []);

  const onUpdated = useCallback(
    (gig: Gig) => setLoad((l) => (l.state === 'ready' ? { ...l, gigs: l.gigs.map((g) => (g._id === gig._id ? gig : g)) } : l)),
    [],
  );
  const onDeleted = useCallback(
    (gigId: string) => setLoad((l) => (l.state === 'ready' ? { ...l, gigs: l.gigs.filter((g) => g._id !== gigId) } : l)),
    [],
  );
  const actions = useGigActions({ onUpdated, onDeleted });

  if (load.state === 'failed') return <p role="alert">{TEXTS.fetchFailed}</p>;
  if (load.state === 'loading') {
    return (
      <ul className="gig-grid" aria-busy="true" aria-label="Loading gigs">
        {[0, 1, 2].map((i) => (
          <GigCardPlaceholder key={i} />
        ))}
      </ul>
    );
  }
  if (load.gigs.length === 0) {
    return (
      <div className="gigs-empty">
        <p>{TEXTS.emptyState}</p>
        <Link to={gigPaths.newGig(username)} className="gig-button">
          {TEXTS.createFirst}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="gigs-toolbar">
        <Link to={gigPaths.newGig(username)} className="gig-button">
          <Plus size={16} aria-hidden="true" />
          {TEXTS.createNew}
        </Link>
      </div>
      <ul className="gig-grid" aria-label="Gigs">
        {load.gigs.map((gig) => (
          <GigCard
            key={gig._id}
            gig={gig}
            href={gigPaths.detail(username, gig._id)}
            toggling={actions.toggling === gig._id}
            onToggle={() => void actions.toggle(gig)}
            onDelete={() => actions.askDelete(gig._id)}
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
  return (
    <RequireExpert title={TEXTS.listTitle}>
      <Page title={TEXTS.listTitle} className="page gigs-page">
        <GigList username={username} />
      </Page>
    </RequireExpert>
  );
}
