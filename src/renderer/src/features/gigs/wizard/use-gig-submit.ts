import { useTranslation } from 'react-i18next';
import type { GigInput } from '#shared/domain/gig';
import type { GigDraft } from '#shared/domain/gig-draft';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { checkedInput, problemOf, type FallbackTexts, type SubmitProblem } from './submit';

/**
 * The wizard's last step for creating and editing alike: checks the draft (a problem is shown on
 * its step and toasted), then `send`s the valid body; a failure of `send` becomes the problem,
 * with `failedMessage` when the server gives none.
 */
export function useGigSubmit(failedMessage: string) {
  const { t } = useTranslation(['gigs']);
  const fallback: FallbackTexts = { failed: failedMessage, network: t('gigs:networkError') };
  const action = useAction((input: GigInput, send: (input: GigInput) => Promise<void>) => send(input), {
    errorOf: (e: unknown): SubmitProblem => problemOf(e, fallback),
    onError: (_, problem) => toast.error(problem.message),
  });

  const submit = async (draft: GigDraft, send: (input: GigInput) => Promise<void>) => {
    const checked = checkedInput(draft, fallback);
    if (!checked.ok) {
      action.setError(checked.problem);
      toast.error(checked.problem.message);
      return;
    }
    await action.run(checked.input, send);
  };

  return { submitting: action.busy, problem: action.error, submit };
}
