import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnExpertProfile } from '#shared/contract/http/experts';
import { expertTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { updateUserAtom, useSetAtom } from '#state';
import { toast } from '#ui/toast';
import { BioField } from '#features/become-expert/step1/BioField';
import { NameFields } from '#features/become-expert/step1/NameFields';
import { LanguagesField } from '#features/become-expert/step1/LanguagesField';
import { useUsernameCheck } from '#features/become-expert/step1/use-username-check';
import { HourlyRateField } from '#features/become-expert/step2/HourlyRateField';
import { ProfessionRows } from '#features/become-expert/step2/ProfessionRows';
import { SkillsBlock } from '#features/become-expert/step2/SkillsBlock';
import { SoftwaresField } from '#features/become-expert/step2/SoftwaresField';
import type { StepErrors } from '#features/become-expert/wizard/validate';
import '#features/become-expert/become-expert.css';
import { editBodyOf, editErrors, formOf, type ProfileEditForm } from './edit-form';

/** A server refusal's field messages by top-level field ('profession.0' counts for 'profession'). */
const errorsOf = (fields: Record<string, string>): StepErrors => {
  const errors: StepErrors = {};
  for (const [key, message] of Object.entries(fields)) errors[key.split('.')[0] ?? key] ??= message;
  return errors;
};

/**
 * Every part of an expert's profile but the picture and the phone, with the wizard's own fields,
 * rules and messages; Save checks the whole form first and sends it once.
 */
export function ProfileEditor({ profile, onSaved }: { profile: OwnExpertProfile; onSaved: (saved: OwnExpertProfile) => void }) {
  const { t } = useTranslation(['dashboard', 'expert']);
  const updateUser = useSetAtom(updateUserAtom);
  const [form, setForm] = useState<ProfileEditForm>(() => formOf(profile));
  const [errors, setErrors] = useState<StepErrors>({});
  // The saved name is the expert's own: it is checked only once changed.
  const username = useUsernameCheck(form.userName === profile.userName ? '' : form.userName);

  const edit = (patch: Partial<ProfileEditForm>, ...fields: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    if (fields.some((f) => errors[f])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));
  };

  const save = useAction(async (body: ReturnType<typeof editBodyOf>) => {
    const { user } = await call('expertsProfileUpdate', { body });
    updateUser(user);
    toast.success(expertTexts.profileUpdated);
    onSaved({ ...profile, ...body, hourlyRate: body.hourlyRate ?? null });
  }, {
    onError: (e) => {
      toast.error(e instanceof ApiError && e.message ? e.message : expertTexts.submissionFailed);
      if (e instanceof ApiError) setErrors(errorsOf(e.fields));
    },
  });

  const submit = () => {
    const found = editErrors(form, username.status);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After React has marked the fields: the first one that is wrong gets the focus.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.dash-edit [aria-invalid="true"]')?.focus());
      return;
    }
    void save.run(editBodyOf(form));
  };

  return (
    <form
      className="be-form dash-edit"
      aria-labelledby="dash-edit-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="dash-edit-title">{t('dashboard:editTitle')}</h2>
      <h3 className="dash-subheading">{t('dashboard:editPersonal')}</h3>
      <NameFields value={form} onChange={(patch, field) => edit(patch, field)} errors={errors} check={username} />
      <BioField value={form.description} onChange={(description) => edit({ description }, 'description')} error={errors.description} />
      <LanguagesField value={form.languages} onChange={(languages) => edit({ languages }, 'languages')} error={errors.languages} />
      <h3 className="dash-subheading">{t('dashboard:editProfessional')}</h3>
      <ProfessionRows rows={form.profession} onChange={(profession) => edit({ profession }, 'profession')} error={errors.profession} />
      <SkillsBlock list={form.skills} draft={form.skillDraft} onChange={(next) => edit(next, 'skills')} error={errors.skills} />
      <SoftwaresField value={form.softwares} onChange={(softwares) => edit({ softwares }, 'softwares')} error={errors.softwares} />
      <HourlyRateField value={form.hourlyRate} onChange={(hourlyRate) => edit({ hourlyRate }, 'hourlyRate')} error={errors.hourlyRate} />
      <div className="be-step-nav">
        <button type="submit" className="be-primary" disabled={save.busy} aria-busy={save.busy || undefined}>
          {save.busy ? t('dashboard:saving') : t('dashboard:save')}
        </button>
      </div>
    </form>
  );
}
