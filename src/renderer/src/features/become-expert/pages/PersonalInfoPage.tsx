import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expertFormAtom, useAtom, useAtomValue, userAtom } from '#state';
import { BioField } from '../step1/BioField';
import { NameFields } from '../step1/NameFields';
import { LanguagesField } from '../step1/LanguagesField';
import { PictureField } from '../step1/PictureField';
import { useUsernameCheck } from '../step1/use-username-check';
import { PATHS, STEPS, type StepId } from '../texts';
import { StepNav } from '../wizard/StepNav';
import { WizardFrame } from '../wizard/WizardFrame';
import { hasErrors, personalErrors, type StepErrors } from '../wizard/validate';

/** Step 1, Personal Info (25%). */
export default function PersonalInfoPage() {
  const navigate = useNavigate();
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
        <NameFields value={form} onChange={(patch, field) => edit(patch, field)} errors={errors} check={username} />
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
