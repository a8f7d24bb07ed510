import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  authLoadingAtom,
  claimExpertFormAtom,
  expertOnboardingDoneAtom,
  isExpertAtom,
  useAtomValue,
  userAtom,
  useSetAtom,
} from '#state';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import '../become-expert.css';

/**
 * The guard of the whole become-expert flow (expert spec section 2): only a signed-in user
 * without an expert profile may see it; anyone else goes home (history replaced). A user who has
 * just finished stays for the success modal.
 */
export default function ExpertFlowLayout() {
  const { t } = useTranslation(['expert']);
  // The flow's rule messages, toasts and server answers in the interface language before it shows.
  useOnDemandMessages('onboarding');
  const loading = useAtomValue(authLoadingAtom);
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const done = useAtomValue(expertOnboardingDoneAtom);
  const claim = useSetAtom(claimExpertFormAtom);
  const allowed = user !== null && (!isExpert || done);

  useEffect(() => {
    if (user && !isExpert) claim(user);
  }, [user, isExpert, claim]);

  if (loading) {
    return (
      <p className="be-loading" role="status">
        {t('expert:loading')}
      </p>
    );
  }
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}
