import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { expertFormAtom, useAtom, useAtomValue, userAtom } from '#state';
import { TextField } from '../components/TextField';
import { BioField } from '../step1/BioField';
import { FullNameField } from '../step1/FullNameField';
import { LanguagesField } from '../step1/LanguagesField';
import { PictureField } from '../step1/PictureField';
import { UsernameField } from '../step1/UsernameField';
import { useUsernameCheck } from '../step1/use-username-check';
import { PATHS, STEPS, type StepId } from '../texts';
import { StepNav } from '../wizard/StepNav';
import { WizardFrame } from '../wizard/WizardFrame';
import { hasErrors, personalErrors, type StepErrors } from '../wizard/validate';

/** Step 1, Personal Info (25%). */
export default function PersonalInfoPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(['expert']);
  const user = useAtomValue(userAtom);
  const [form, setForm] = useAtom(expertFormAtom);
  const [errors, setErrors] = useState<StepErrors>({});
  const username = useUsernameCheck(form.userName);

  const edit = (patch: Partial<typeof form>, ...fields: string[]) => {
    setForm(patch);
    if (fields.some((f) => errors[f])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));
  };

  const goTo = (target: StepId) => {
    if (target === 'personal_info') return;
    const found = personalErrors(form, username.status);
    setErrors(found);
    if (hasErrors(found)) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    void navigate(STEPS.find((s) => s.id === target)?.path ?? PATHS.professional);
  };

  return (
    <WizardFrame step="personal_info" onGoTo={goTo}>
      <form className="be-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <FullNameField
          firstName={form.firstName}
          lastName={form.lastName}
          onChange={(patch) => edit(patch, ...Object.keys(patch))}
          error={errors.firstName ?? errors.lastName}
          firstInvalid={Boolean(errors.firstName)}
          lastInvalid={Boolean(errors.lastName)}
        />
        <TextField
          id="be-display-name"
          label={t('expert:displayName')}
          value={form.displayName}
          onChange={(displayName) => edit({ displayName }, 'displayName')}
          error={errors.displayName}
          autoComplete="nickname"
        />
        <UsernameField value={form.userName} onChange={(userName) => edit({ userName }, 'userName')} check={username} error={errors.userName} />
        <PictureField
          url={form.profilePicture}
          userName={user?.name ?? form.firstName}
          onChange={(profilePicture) => edit({ profilePicture }, 'profilePicture')}
          error={errors.profilePicture}
        />
        <BioField value={form.description} onChange={(description) => edit({ description }, 'description')} error={errors.description} />
        <LanguagesField value={form.languages} onChange={(languages) => edit({ languages }, 'languages')} error={errors.languages} />
        <StepNav onBack={() => void navigate(PATHS.wrong)} onNext={() => goTo('professional_info')} />
      </form>
    </WizardFrame>
  );
}
