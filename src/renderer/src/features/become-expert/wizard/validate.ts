import { accountSecuritySchema, fieldErrors, personalInfoSchema, professionalInfoSchema } from '#shared/domain/expert';
import { expertMessages, hourlyRateOf } from '#shared/domain/expert-rules';
import type { ExpertForm } from '#state';
import type { StepId } from '../texts';
import type { UsernameStatus } from '../step1/use-username-check';

export type StepErrors = Record<string, string>;

/** Step 1's messages, plus 'Username already taken' when the live check said so. */
export function personalErrors(form: ExpertForm, username: UsernameStatus): StepErrors {
  const errors = fieldErrors(personalInfoSchema, form);
  if (!errors.userName && username === 'unavailable') errors.userName = expertMessages.usernameTaken;
  return errors;
}

export function professionalErrors(form: ExpertForm): StepErrors {
  const errors = fieldErrors(professionalInfoSchema, form);
  const rate = hourlyRateOf(form.hourlyRate);
  if (!rate.ok) errors.hourlyRate = rate.message;
  return errors;
}

export function securityErrors(form: ExpertForm): StepErrors {
  const errors = fieldErrors(accountSecuritySchema, form);
  // One message under the phone field covers both parts.
  if (errors.phoneIdToken && !errors.mobileNumber) errors.mobileNumber = errors.phoneIdToken;
  delete errors.phoneIdToken;
  return errors;
}

/** The first step whose rules the form breaks (for Finish), or null when every step is fine. */
export function firstInvalidStep(form: ExpertForm): StepId | null {
  if (Object.keys(fieldErrors(personalInfoSchema, form)).length > 0) return 'personal_info';
  if (Object.keys(professionalErrors(form)).length > 0) return 'professional_info';
  if (Object.keys(securityErrors(form)).length > 0) return 'account_security';
  return null;
}

export const hasErrors = (errors: StepErrors) => Object.keys(errors).length > 0;
