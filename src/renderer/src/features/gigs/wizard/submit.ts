import { gigInputSchema, type GigInput } from '#shared/domain/gig';
import { gigDraftToInput, type GigDraft } from '#shared/domain/gig-draft';
import { ApiError } from '#api/client';
import { TEXTS } from '../texts';
import { stepOfField, type WizardStep } from './steps';

export type SubmitProblem = { message: string; step: WizardStep };

/** The draft as a valid API body, or the first problem and the step that holds it. */
export function checkedInput(draft: GigDraft): { ok: true; input: GigInput } | { ok: false; problem: SubmitProblem } {
  const parsed = gigInputSchema.safeParse(gigDraftToInput(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: { message: issue?.message ?? TEXTS.createFailed, step: stepOfField(String(issue?.path[0] ?? '')) },
  };
}

/** What a failed create or update tells the user: the server's message (or the fallback) and where to fix it. */
export function problemOf(e: unknown, fallback: string): SubmitProblem {
  if (e instanceof ApiError) {
    if (e.code === 'NETWORK') return { message: TEXTS.networkError, step: 'publish' };
    const field = Object.keys(e.fields)[0];
    return { message: e.message || fallback, step: field ? stepOfField(field) : 'publish' };
  }
  return { message: fallback, step: 'publish' };
}
