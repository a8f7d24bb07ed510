import type { OwnExpertProfile } from '#shared/contract/http/experts';
import { cleanLanguages, fieldErrors } from '#shared/domain/expert';
import { expertProfileEditSchema, type ExpertProfileEdit } from '#shared/domain/expert-profile-edit';
import { expertMessages, hourlyRateOf } from '#shared/domain/expert-rules';
import { emptyProfessionRow, type ExpertForm } from '#state';
import type { UsernameStatus } from '#features/become-expert/step1/use-username-check';
import type { StepErrors } from '#features/become-expert/wizard/validate';

/** The edit form: the wizard form's parts an expert may change later (the picture and phone have their own flows). */
export type ProfileEditForm = Pick<
  ExpertForm,
  | 'firstName'
  | 'lastName'
  | 'displayName'
  | 'userName'
  | 'description'
  | 'languages'
  | 'profession'
  | 'skills'
  | 'skillDraft'
  | 'softwares'
  | 'hourlyRate'
>;

/** The form filled with the saved profile. */
export function formOf(p: OwnExpertProfile): ProfileEditForm {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    displayName: p.displayName,
    userName: p.userName,
    description: p.description,
    languages: p.languages,
    // A profile from before professions were asked for gets the wizard's empty row to fill.
    profession: p.profession.length > 0 ? p.profession : [emptyProfessionRow()],
    skills: p.skills,
    skillDraft: null,
    softwares: p.softwares,
    hourlyRate: p.hourlyRate === null ? '' : String(p.hourlyRate),
  };
}

/** The body of PUT /api/experts/me: only complete languages are sent, the rate as the wizard reads it. */
export function editBodyOf(form: ProfileEditForm): ExpertProfileEdit {
  const rate = hourlyRateOf(form.hourlyRate);
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    displayName: form.displayName,
    userName: form.userName,
    description: form.description,
    languages: cleanLanguages(form.languages),
    profession: form.profession,
    skills: form.skills,
    softwares: form.softwares,
    hourlyRate: rate.ok ? rate.value : null,
  };
}

/** The wizard's messages for the form (its schemas, the typed rate, and 'Username already taken' from the live check). */
export function editErrors(form: ProfileEditForm, username: UsernameStatus): StepErrors {
  const errors = fieldErrors(expertProfileEditSchema, editBodyOf(form));
  const rate = hourlyRateOf(form.hourlyRate);
  if (!rate.ok) errors.hourlyRate = rate.message;
  if (!errors.userName && username === 'unavailable') errors.userName = expertMessages.usernameTaken;
  return errors;
}
