import { cleanLanguages } from '#shared/domain/expert';
import { expertTexts } from '#shared/domain/expert-texts';
import { hourlyRateOf } from '#shared/domain/expert-rules';
import type { ExpertSubmission } from '#shared/domain/expert-submission';
import type { PublicUser } from '#shared/contract/http/users';
import { ApiError, NETWORK_ERROR_CODE, call } from '#api/client';
import type { ExpertForm } from '#state';

export type SubmitOutcome = { ok: true; user: PublicUser } | { ok: false; message: string; code: string };

const hourlyRateValue = (text: string): number | null => {
  const rate = hourlyRateOf(text);
  return rate.ok ? rate.value : null;
};

/** The body of POST /api/experts from the form: only complete languages are sent. */
export function submissionOf(form: ExpertForm): ExpertSubmission {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    displayName: form.displayName,
    userName: form.userName,
    profilePicture: form.profilePicture,
    description: form.description,
    languages: cleanLanguages(form.languages),
    profession: form.profession,
    skills: form.skills,
    softwares: form.softwares,
    hourlyRate: hourlyRateValue(form.hourlyRate),
    strengths: form.strengths,
    mobileNumber: form.mobileNumber,
    phoneIdToken: form.phoneIdToken,
  };
}

/** Submits the profile; failures carry the server's message, 'Submission failed', or the network message. */
export async function submitExpertProfile(form: ExpertForm): Promise<SubmitOutcome> {
  try {
    const { user } = await call('expertsSubmit', { body: submissionOf(form) });
    return { ok: true, user };
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.code === NETWORK_ERROR_CODE) return { ok: false, message: expertTexts.networkError, code: e.code };
      return { ok: false, message: e.message || expertTexts.submissionFailed, code: e.code };
    }
    return { ok: false, message: expertTexts.submissionFailed, code: 'CLIENT' };
  }
}
