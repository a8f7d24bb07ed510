import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toast } from '#ui/toast';
import { call } from '#api/client';
import { clearGigDraftAtom, gigDraftAtom, reloadGigDraftAtom, updateUserAtom, useAtom, useSetAtom } from '#state';
import { RequireExpert } from '../components/RequireExpert';
import { gigPaths } from '../paths';
import { GigWizard } from '../wizard/GigWizard';
import { stepFromParam, type WizardStep } from '../wizard/steps';
import { useGigSubmit } from '../wizard/use-gig-submit';

function CreateGigWizard({ username, step }: { username: string; step: WizardStep }) {
  const { t } = useTranslation(['gigs']);
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(gigDraftAtom);
  const reloadDraft = useSetAtom(reloadGigDraftAtom);
  const clearDraft = useSetAtom(clearGigDraftAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const { submitting, problem, submit } = useGigSubmit(t('gigs:wizard.createFailed'));
  // Once published, the wizard shows nothing more: the emptied draft must not redirect it to step 1.
  const [published, setPublished] = useState(false);

  // The pricing step reads the stored draft back (spec section 3).
  useEffect(() => {
    if (step === 'pricing') reloadDraft();
  }, [step, reloadDraft]);

  const publish = () =>
    submit(draft, async (input) => {
      const { user } = await call('createGig', { body: input });
      updateUser(user);
      toast.success(t('gigs:wizard.created'));
      setPublished(true);
      clearDraft();
      await navigate(gigPaths.list(username));
    });

  if (published) return null;
  return (
    <GigWizard
      title={t('gigs:wizard.createTitle')}
      draft={draft}
      setDraft={setDraft}
      step={step}
      pathOf={(s) => gigPaths.newGig(username, s)}
      submitLabel={t('gigs:wizard.saveAndPublish')}
      submitting={submitting}
      submitError={problem}
      onSubmit={() => void publish()}
    />
  );
}

/** /users/{username}/manage_gigs/new/:step? — the gig creation wizard, its draft kept locally. */
export default function GigWizardPage() {
  const { username = '', step: param } = useParams();
  const { t } = useTranslation(['gigs']);
  const step = stepFromParam(param);
  if (step === null) return <Navigate to={gigPaths.newGig(username)} replace />;
  return (
    <RequireExpert title={t('gigs:wizard.createTitle')}>
      <CreateGigWizard username={username} step={step} />
    </RequireExpert>
  );
}
