import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { toast } from '#ui/toast';
import { gigToDraft, type GigDraft } from '#shared/domain/gig-draft';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { editGigDraftAtom, useAtom, type DraftUpdate } from '#state';
import { Page } from '#ui/Page';
import { RequireExpert } from '../components/RequireExpert';
import { gigLoadFailure } from '../load-failure';
import { gigPaths } from '../paths';
import { GigWizard } from '../wizard/GigWizard';
import { stepFromParam, type WizardStep } from '../wizard/steps';
import { useGigSubmit } from '../wizard/use-gig-submit';
import '../wizard/wizard.css';

function EditGigWizard({ username, gigId, step }: { username: string; gigId: string; step: WizardStep }) {
  const { t } = useTranslation(['gigs']);
  const navigate = useNavigate();
  const [edit, setEdit] = useAtom(editGigDraftAtom);
  const { submitting, problem, submit } = useGigSubmit(t('gigs:wizard.updateFailed'));
  const [saved, setSaved] = useState(false);
  const loaded = edit?.gigId === gigId ? edit.draft : null;
  // The gig fills the edit draft once; a kept draft (back from another step) is not loaded again.
  const gigQuery = useQuery(loaded || saved ? null : ['getGig', gigId], async (signal) => {
    const gig = await call('getGig', { params: { id: gigId }, signal });
    if (!signal.aborted) setEdit({ gigId, draft: gigToDraft(gig) });
    return gig;
  });

  const setDraft = useCallback(
    (update: DraftUpdate) =>
      setEdit((current) => {
        if (!current || current.gigId !== gigId) return current;
        return { gigId, draft: typeof update === 'function' ? update(current.draft) : update };
      }),
    [gigId, setEdit],
  );

  const save = (draft: GigDraft) =>
    submit(draft, async (input) => {
      await call('updateGig', { params: { id: gigId }, body: { ...input, active: draft.isPublished } });
      toast.success(t('gigs:wizard.updated'));
      setSaved(true);
      setEdit(null);
      await navigate(gigPaths.detail(username, gigId));
    });

  if (saved) return null;
  if (!loaded) {
    return (
      <Page title={t('gigs:wizard.editTitle')}>
        {gigQuery.status === 'error' ? (
          <>
            <p role="alert">{t(gigLoadFailure(gigQuery.error))}</p>
            <Link to={gigPaths.list(username)}>{t('gigs:backToList')}</Link>
          </>
        ) : (
          <p role="status" className="gigs-loading">
            {t('gigs:loading')}
          </p>
        )}
      </Page>
    );
  }
  return (
    <GigWizard
      title={t('gigs:wizard.editTitle')}
      draft={loaded}
      setDraft={setDraft}
      step={step}
      pathOf={(s) => gigPaths.edit(username, gigId, s)}
      submitLabel={t('gigs:wizard.saveChanges')}
      submitting={submitting}
      submitError={problem}
      onSubmit={() => void save(loaded)}
    />
  );
}

/** /users/{username}/manage_gigs/edit/{gigId}/:step? — the wizard filled with the gig; saves with PUT. */
export default function EditGigPage() {
  const { username = '', gigId = '', step: param } = useParams();
  const { t } = useTranslation(['gigs']);
  const step = stepFromParam(param);
  if (step === null) return <Navigate to={gigPaths.edit(username, gigId)} replace />;
  return (
    <RequireExpert title={t('gigs:wizard.editTitle')}>
      <EditGigWizard username={username} gigId={gigId} step={step} />
    </RequireExpert>
  );
}
