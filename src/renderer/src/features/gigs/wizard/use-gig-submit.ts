import { useState } from 'react';
import type { GigInput } from '#shared/domain/gig';
import type { GigDraft } from '#shared/domain/gig-draft';
import { toast } from '#ui/toast';
import { checkedInput, problemOf, type SubmitProblem } from './submit';

/**
 * The wizard's last step for creating and editing alike: checks the draft (a problem is shown on
 * its step and toasted), then `send`s the valid body; a failure of `send` becomes the problem,
 * with `failedMessage` when the server gives none.
 */
export function useGigSubmit(failedMessage: string) {
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  const submit = async (draft: GigDraft, send: (input: GigInput) => Promise<void>) => {
    const checked = checkedInput(draft);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast.error(checked.problem.message);
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      await send(checked.input);
    } catch (e) {
      const p = problemOf(e, failedMessage);
      setProblem(p);
      toast.error(p.message);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, problem, submit };
}
