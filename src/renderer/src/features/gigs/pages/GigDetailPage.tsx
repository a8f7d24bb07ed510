import { useCallback, useEffect, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Gig } from '#shared/contract/http/gigs';
import { ApiError, call } from '#api/client';
import { editGigDraftAtom, useSetAtom } from '#state';
import { Page } from '#ui/Page';
import { ActiveToggle } from '../components/ActiveToggle';
import { DeleteGigModal } from '../components/DeleteGigModal';
import { GigSummary } from '../components/GigSummary';
import { RequireExpert } from '../components/RequireExpert';
import { useGigActions } from '../components/use-gig-actions';
import { gigPaths } from '../paths';
import { TEXTS } from '../texts';
import '../gigs.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; gig: Gig };

function GigDetail({ username, gigId }: { username: string; gigId: string }) {
  const navigate = useNavigate();
  const setEditDraft = useSetAtom(editGigDraftAtom);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    call('getGig', { params: { id: gigId }, signal: abort.signal })
      .then((gig) => setLoad({ state: 'ready', gig }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ state: 'failed', message: e instanceof ApiError && e.status === 404 ? TEXTS.notFound : TEXTS.loadGigFailed });
      });
    return () => abort.abort();
  }, [gigId]);

  const onUpdated = useCallback((gig: Gig) => setLoad({ state: 'ready', gig }), []);
  const onDeleted = useCallback(() => void navigate(gigPaths.list(username)), [navigate, username]);
  const actions = useGigActions({ onUpdated, onDeleted });

  if (load.state === 'loading') {
    return (
      <Page title={TEXTS.listTitle}>
        <p role="status" className="gigs-loading">
          Loading…
        </p>
      </Page>
    );
  }
  if (load.state === 'failed') {
    return (
      <Page title={TEXTS.listTitle}>
        <p role="alert">{load.message}</p>
        <Link to={gigPaths.list(username)}>{TEXTS.backToList}</Link>
      </Page>
    );
  }
  const { gig } = load;
  const edit = () => {
    setEditDraft(null);
    void navigate(gigPaths.edit(username, gig._id));
  };
  return (
    <Page title={gig.title} className="page gig-detail">
      <div className="gig-detail-bar">
        <ActiveToggle active={gig.active} busy={actions.toggling === gig._id} onToggle={() => void actions.toggle(gig)} title={gig.title} />
        <div className="gig-detail-actions">
          <button type="button" className="gig-button is-secondary" onClick={() => actions.askDelete(gig._id)}>
            <Trash2 size={16} aria-hidden="true" />
            {TEXTS.deleteGig}
          </button>
          <button type="button" className="gig-button" onClick={edit}>
            <Pencil size={16} aria-hidden="true" />
            {TEXTS.editGig}
          </button>
        </div>
      </div>
      <GigSummary gig={gig} showTitle={false} />
      <DeleteGigModal {...actions.modal} onConfirm={() => void actions.modal.onConfirm()} />
    </Page>
  );
}

/** /users/{username}/manage_gigs/gig/{gigId} — one gig with its toggle, Delete gig and Edit gig. */
export default function GigDetailPage() {
  const { username = '', gigId = '' } = useParams();
  return (
    <RequireExpert title={TEXTS.listTitle}>
      <GigDetail username={username} gigId={gigId} />
    </RequireExpert>
  );
}
