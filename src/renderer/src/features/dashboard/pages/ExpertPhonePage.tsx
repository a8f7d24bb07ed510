import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { expertTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { emptyMobileNumber, updateUserAtom, useAtomValue, userAtom, useSetAtom } from '#state';
import { toast } from '#ui/toast';
import type { VerifiedNumber } from '#features/become-expert/step3/PhoneFlow';
import { PhoneVerification } from '#features/become-expert/step3/PhoneVerification';
import { useReloadForPhoneWidget } from '#features/become-expert/step3/phone-document';
import '#features/become-expert/become-expert.css';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { dashboardPaths } from '../paths';
import '../dashboard.css';

/**
 * A new mobile number for the expert: the wizard's phone verification, then the number with its
 * proof to the server, which saves it only then (until then the old number stays).
 */
function ChangePhone({ userName }: { userName: string }) {
  const id = useId();
  const { t } = useTranslation(['dashboard']);
  const navigate = useNavigate();
  const updateUser = useSetAtom(updateUserAtom);
  const own = useQuery(['expertsProfileGet', userName], (signal) => call('expertsProfileGet', { signal }));
  const back = dashboardPaths.profile(userName);

  const onVerified = async (v: VerifiedNumber): Promise<string | null> => {
    try {
      const { user } = await call('expertsPhoneUpdate', {
        body: { mobileNumber: { country: v.country, countryCode: v.countryCode, number: v.number }, phoneIdToken: v.idToken },
      });
      updateUser(user);
      toast.success(expertTexts.phoneUpdated);
      return null;
    } catch (e) {
      return e instanceof ApiError && e.message ? e.message : expertTexts.profileUpdateFailed;
    }
  };

  const current = own.data?.mobileNumber;
  return (
    <section className="dash-profile-page" aria-labelledby={`${id}-page`}>
      <h1 id={`${id}-page`}>{t('dashboard:phoneChangeTitle')}</h1>
      <p className="dash-muted">{t('dashboard:phoneHint')}</p>
      <div className="dash-card be-verify-card">
        {/* Opened with the country of the current number; the number itself is typed anew. */}
        <PhoneVerification
          key={current?.country ?? ''}
          initial={{ ...emptyMobileNumber(), ...(current ? { country: current.country, countryCode: current.countryCode } : {}) }}
          onVerified={onVerified}
          onDone={() => void navigate(back)}
          headingId={`${id}-flow`}
        />
      </div>
      <Link to={back}>{t('dashboard:backToProfile')}</Link>
    </section>
  );
}

export default function ExpertPhonePage() {
  const { t } = useTranslation(['dashboard']);
  // The phone flow's messages and the server's answers in the interface language.
  useOnDemandMessages('onboarding');
  const reloading = useReloadForPhoneWidget();
  const userName = useAtomValue(userAtom)?.expertProfile?.userName ?? '';
  if (reloading) return null;
  return (
    <RequireExpertArea title={t('dashboard:phoneChangeTitle')} path={dashboardPaths.phone}>
      <ChangePhone userName={userName} />
    </RequireExpertArea>
  );
}
