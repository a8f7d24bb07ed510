import { gigInputSchema, type GigInput } from '#shared/domain/gig';
import { gigDraftToInput, type GigDraft } from '#shared/domain/gig-draft';
import { ApiError } from '#api/client';
import { stepOfField, type WizardStep } from './steps';

export type SubmitProblem = { message: string; step: WizardStep };

/** What a problem says when nothing more precise is known (in the interface language). */
export interface FallbackTexts {
  /** The create or update failed without a message. */
  failed: string;
  /** The request never reached the server. */
  network: string;
}

/** The draft as a valid API body, or the first problem and the step that holds it. */
export function checkedInput(draft: GigDraft, fallback: FallbackTexts): { ok: true; input: GigInput } | { ok: false; problem: SubmitProblem } {
  const parsed = gigInputSchema.safeParse(gigDraftToInput(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: { message: issue?.message ?? fallback.failed, step: stepOfField(String(issue?.path[0] ?? '')) },
  };
}

/** What a failed create or update tells the user: the server's message (or the fallback) and where to fix it. */
export function problemOf(e: unknown, fallback: FallbackTexts): SubmitProblem {
  if (e instanceof ApiError) {
    if (e.code === 'NETWORK') return { message: fallback.network, step: 'publish' };
    const field = Object.keys(e.fields)[0];
    return { message: e.message || fallback.failed, step: field ? stepOfField(field) : 'publish' };
  }
  return { message: fallback.failed, step: 'publish' };
}
