import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expertFormAtom, useAtom } from '#state';
import { ProfessionRows } from '../step2/ProfessionRows';
import { SkillsBlock } from '../step2/SkillsBlock';
import { SoftwaresField } from '../step2/SoftwaresField';
import { HourlyRateField } from '../step2/HourlyRateField';
import { PATHS, STEPS, type StepId } from '../texts';
import { StepNav } from '../wizard/StepNav';
import { WizardFrame } from '../wizard/WizardFrame';
import { hasErrors, professionalErrors, type StepErrors } from '../wizard/validate';

/** Step 2, Professional Info (50%). */
export default function ProfessionalInfoPage() {
  const navigate = useNavigate();
  const [form, setForm] = useAtom(expertFormAtom);
  const [errors, setErrors] = useState<StepErrors>({});
  const clear = (field: string) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));

  const goTo = (target: StepId) => {
    if (target === 'personal_info') {
      void navigate(PATHS.personal);
      return;
    }
    if (target === 'professional_info') return;
    const found = professionalErrors(form);
    setErrors(found);
    if (!hasErrors(found)) void navigate(STEPS[2].path);
  };

  return (
    <WizardFrame step="professional_info" onGoTo={goTo}>
      <form className="be-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <ProfessionRows
          rows={form.profession}
          onChange={(profession) => {
            setForm({ profession });
            clear('profession');
          }}
          error={errors.profession}
        />
        <SkillsBlock
          list={form.skills}
          draft={form.skillDraft}
          onChange={(next) => {
            setForm(next);
            clear('skills');
          }}
          error={errors.skills}
        />
        <SoftwaresField
          value={form.softwares}
          onChange={(softwares) => {
            setForm({ softwares });
            clear('softwares');
          }}
          error={errors.softwares}
        />
        <HourlyRateField
          value={form.hourlyRate}
          onChange={(hourlyRate) => {
            setForm({ hourlyRate });
            clear('hourlyRate');
          }}
          error={errors.hourlyRate}
        />
        <StepNav onBack={() => void navigate(PATHS.personal)} onNext={() => goTo('account_security')} />
      </form>
    </WizardFrame>
  );
}
