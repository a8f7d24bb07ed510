import { useCallback, useState } from 'react';
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
import { TEXTS } from '../texts';
import { GigWizard } from '../wizard/GigWizard';
import { stepFromParam, type WizardStep } from '../wizard/steps';
import { useGigSubmit } from '../wizard/use-gig-submit';
import '../wizard/wizard.css';

function EditGigWizard({ username, gigId, step }: { username: string; gigId: string; step: WizardStep }) {
  const navigate = useNavigate();
  const [edit, setEdit] = useAtom(editGigDraftAtom);
  const { submitting, problem, submit } = useGigSubmit(TEXTS.updateFailed);
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
      toast.success(TEXTS.updated);
      setSaved(true);
      setEdit(null);
      await navigate(gigPaths.detail(username, gigId));
    });

  if (saved) return null;
  if (!loaded) {
    return (
      <Page title={TEXTS.editTitle}>
        {gigQuery.status === 'error' ? (
          <>
            <p role="alert">{gigLoadFailure(gigQuery.error)}</p>
            <Link to={gigPaths.list(username)}>{TEXTS.backToList}</Link>
          </>
        ) : (
          <p role="status" className="gigs-loading">
            Loading…
          </p>
        )}
      </Page>
    );
  }
  return (
    <GigWizard
      title={TEXTS.editTitle}
      draft={loaded}
      setDraft={setDraft}
      step={step}
      pathOf={(s) => gigPaths.edit(username, gigId, s)}
      submitLabel={TEXTS.saveChanges}
      submitting={submitting}
      submitError={problem}
      onSubmit={() => void save(loaded)}
    />
  );
}

/** /users/{username}/manage_gigs/edit/{gigId}/:step? — the wizard filled with the gig; saves with PUT. */
export default function EditGigPage() {
  const { username = '', gigId = '', step: param } = useParams();
  const step = stepFromParam(param);
  if (step === null) return <Navigate to={gigPaths.edit(username, gigId)} replace />;
  return (
    <RequireExpert title={TEXTS.editTitle}>
      <EditGigWizard username={username} gigId={gigId} step={step} />
    </RequireExpert>
  );
}
