import { useCallback } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import '../gigs.css';

function GigDetail({ username, gigId }: { username: string; gigId: string }) {
  const { t } = useTranslation(['gigs']);
  const navigate = useNavigate();
  const setEditDraft = useSetAtom(editGigDraftAtom);
  const gigQuery = useQuery(['getGig', gigId], (signal) => call('getGig', { params: { id: gigId }, signal }));
  const onUpdated = gigQuery.set;
  const onDeleted = useCallback(() => void navigate(gigPaths.list(username)), [navigate, username]);
  const actions = useGigActions({ onUpdated, onDeleted });

  if (gigQuery.status === 'error') {
    return (
      <Page title={t('gigs:list.title')}>
        <p role="alert">{t(gigLoadFailure(gigQuery.error))}</p>
        <Link to={gigPaths.list(username)}>{t('gigs:backToList')}</Link>
      </Page>
    );
  }
  if (gigQuery.status !== 'ready') {
    return (
      <Page title={t('gigs:list.title')}>
        <p role="status" className="gigs-loading">
          {t('gigs:loading')}
        </p>
      </Page>
    );
  }
  const gig = gigQuery.data;
  const edit = () => {
    setEditDraft(null);
    void navigate(gigPaths.edit(username, gig.id));
  };
  return (
    <Page title={gig.title} className="page gig-detail">
      <div className="gig-detail-bar">
        <ActiveToggle active={gig.active} busy={actions.toggling === gig.id} onToggle={() => void actions.toggle(gig)} title={gig.title} />
        <div className="gig-detail-actions">
          <button type="button" className="gig-button is-secondary" onClick={() => actions.askDelete(gig.id)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('gigs:detail.delete')}
          </button>
          <button type="button" className="gig-button" onClick={edit}>
            <Pencil size={16} aria-hidden="true" />
            {t('gigs:detail.edit')}
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
  const { t } = useTranslation(['gigs']);
  return (
    <RequireExpert title={t('gigs:list.title')}>
      <GigDetail username={username} gigId={gigId} />
    </RequireExpert>
  );
}
