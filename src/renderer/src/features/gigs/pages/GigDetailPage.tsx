import { useCallback } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { editGigDraftAtom, useSetAtom } from '#state';
import { Page } from '#ui/Page';
import { ActiveToggle } from '../components/ActiveToggle';
import { DeleteGigModal } from '../components/DeleteGigModal';
import { GigSummary } from '../components/GigSummary';
import { RequireExpert } from '../components/RequireExpert';
import { useGigActions } from '../components/use-gig-actions';
import { gigLoadFailure } from '../load-failure';
import { gigPaths } from '../paths';
import { TEXTS } from '../texts';
import '../gigs.css';

function GigDetail({ username, gigId }: { username: string; gigId: string }) {
  const navigate = useNavigate();
  const setEditDraft = useSetAtom(editGigDraftAtom);
  const gigQuery = useQuery(['getGig', gigId], (signal) => call('getGig', { params: { id: gigId }, signal }));
  const onUpdated = gigQuery.set;
  const onDeleted = useCallback(() => void navigate(gigPaths.list(username)), [navigate, username]);
  const actions = useGigActions({ onUpdated, onDeleted });

  if (gigQuery.status === 'error') {
    return (
      <Page title={TEXTS.listTitle}>
        <p role="alert">{gigLoadFailure(gigQuery.error)}</p>
        <Link to={gigPaths.list(username)}>{TEXTS.backToList}</Link>
      </Page>
    );
  }
  if (gigQuery.status !== 'ready') {
    return (
      <Page title={TEXTS.listTitle}>
        <p role="status" className="gigs-loading">
          Loading…
        </p>
      </Page>
    );
  }
  const gig = gigQuery.data;
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
