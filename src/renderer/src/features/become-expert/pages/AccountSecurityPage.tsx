import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Phone } from 'lucide-react';
import { expertTexts } from '#shared/domain/expert-texts';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import {
  clearExpertFormAtom,
  expertFormAtom,
  expertOnboardingDoneAtom,
  updateUserAtom,
  useAtom,
  useAtomValue,
  userAtom,
  useSetAtom,
} from '#state';
import { toast } from '#ui/toast';
import { FieldError } from '../components/FieldError';
import { EmailStatus } from '../step3/EmailStatus';
import { PhoneModal, type VerifiedNumber } from '../step3/PhoneModal';
import { useReloadForPhoneWidget } from '../step3/phone-document';
import { SuccessModal } from '../step3/SuccessModal';
import { submitExpertProfile } from '../step3/submit';
import { PATHS, STEPS, newGigPath, type StepId } from '../texts';
import { StepNav } from '../wizard/StepNav';
import { WizardFrame } from '../wizard/WizardFrame';
import { firstInvalidStep, hasErrors, securityErrors, type StepErrors } from '../wizard/validate';

/** The server's answers after which the phone is verified again. */
const PHONE_AGAIN: ReadonlySet<string> = new Set(['PHONE_NOT_VERIFIED', 'PHONE_MISMATCH', 'PHONE_TOKEN_USED', 'PHONE_TAKEN']);

/** Step 3, Account Security (80%): the verified email, the phone verification and Finish. */
export default function AccountSecurityPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(['expert']);
  const user = useAtomValue(userAtom);
  const [form, setForm] = useAtom(expertFormAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const clearForm = useSetAtom(clearExpertFormAtom);
  const setDone = useSetAtom(expertOnboardingDoneAtom);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [errors, setErrors] = useState<StepErrors>({});
  const [emailRefused, setEmailRefused] = useState(false);
  const submission = useAction(submitExpertProfile);
  const [createdAs, setCreatedAs] = useState<string | null>(null);

  // The email may have been verified in another tab since the user was stored: ask once.
  useQuery(user?.emailVerified === false ? ['usersMe', user.id] : null, async (signal) => {
    const { user: fresh } = await call('usersMe', { signal });
    if (!signal.aborted && fresh.emailVerified) updateUser(fresh);
    return fresh;
  });

  // Leaving the page after the success modal ends the "just finished" allowance of the guard.
  useEffect(() => () => setDone(false), [setDone]);

  // Reloaded as its own document where the phone widget needs it (the form is kept in storage).
  const reloading = useReloadForPhoneWidget();

  const goTo = (target: StepId) => {
    if (target !== 'account_security') void navigate(STEPS.find((s) => s.id === target)?.path ?? PATHS.personal);
  };

  const onVerified = (v: VerifiedNumber) => {
    setForm({
      mobileNumber: { country: v.country, countryCode: v.countryCode, number: v.number, verified: true, step: 'verified' },
      phoneIdToken: v.idToken,
    });
    setErrors({});
    return null;
  };

  const finish = async () => {
    if (!user) return;
    if (!user.emailVerified) {
      setEmailRefused(true);
      return;
    }
    const invalid = firstInvalidStep(form);
    if (invalid && invalid !== 'account_security') {
      toast.error(t('expert:fixEarlierStep'));
      void navigate(STEPS.find((s) => s.id === invalid)?.path ?? PATHS.personal);
      return;
    }
    const found = securityErrors(form);
    setErrors(found);
    if (hasErrors(found)) return;
    const outcome = await submission.run(form);
    if (!outcome) return;
    if (!outcome.ok) {
      toast.error(outcome.message);
      // The number has to be verified again (or another one given, when it is on another expert's profile).
      if (PHONE_AGAIN.has(outcome.code)) {
        setForm({ mobileNumber: { ...form.mobileNumber, verified: false, step: 'enterPhone' }, phoneIdToken: '' });
        setErrors({ mobileNumber: outcome.message });
      }
      if (outcome.code === 'EMAIL_NOT_VERIFIED') setEmailRefused(true);
      return;
    }
    setDone(true);
    updateUser(outcome.user);
    clearForm();
    toast.success(expertTexts.profileCreated);
    setCreatedAs(outcome.user.expertProfile?.userName ?? form.userName);
  };

  const number = form.mobileNumber;
  if (reloading) return null;
  return (
    <WizardFrame step="account_security" onGoTo={goTo}>
      <div className="be-form">
        <EmailStatus email={user?.email ?? ''} verified={user?.emailVerified ?? false} highlight={emailRefused} />
        <div className="be-field">
          <span className="be-label" id="be-phone-label">
            {t('expert:phone')}
          </span>
          <div className="be-phone-row">
            {number.verified && number.number ? (
              <p className="be-email">
                <bdi>
                  {number.countryCode} {number.number}
                </bdi>{' '}
                <span className="be-badge be-badge-ok">
                  <BadgeCheck size={14} aria-hidden="true" /> {t('expert:email.verified')}
                </span>
              </p>
            ) : (
              <p className="be-muted">{t('expert:phone.prompt')}</p>
            )}
            <button type="button" className="be-secondary" aria-describedby="be-phone-label be-phone-error" onClick={() => setPhoneOpen(true)}>
              <Phone size={16} aria-hidden="true" /> {number.verified ? t('expert:phone.change') : t('expert:phone.add')}
            </button>
          </div>
          <FieldError id="be-phone-error" message={errors.mobileNumber} />
        </div>
        <StepNav
          onBack={() => void navigate(PATHS.professional)}
          onNext={() => void finish()}
          nextLabel={submission.busy ? t('expert:submitting') : t('expert:finish')}
          busy={submission.busy}
        />
      </div>
      <PhoneModal
        open={phoneOpen}
        onClose={() => setPhoneOpen(false)}
        initial={number}
        onVerified={onVerified}
      />
      <SuccessModal
        open={createdAs !== null}
        onDone={() => void navigate('/')}
        onCreateGig={() => void navigate(newGigPath(createdAs ?? ''))}
      />
    </WizardFrame>
  );
}
