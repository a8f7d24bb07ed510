import type { JobKinds } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import type { DisputeContext } from './context';
import { lapseDispute } from './decide';
import { DISPUTE_JOBS } from './jobs-schedule';
import { findDispute } from './repo';

/** A deadline's job: resolves the dispute by its rule, or runs again at the deadline if asked early (a clock ahead). */
const lapseJob =
  (ctx: DisputeContext, deadline: 'answer' | 'decision'): JobHandler =>
  async ({ key }) => {
    const d = await findDispute(ctx.deps.db.kysely, key);
    const due = deadline === 'answer' ? d?.answer_due_at : d?.decision_due_at;
    if (due && ctx.deps.clock.now().getTime() < Date.parse(due)) return { runAgainAt: new Date(due) };
    await lapseDispute(ctx, key, deadline);
  };

/** The disputes' job kinds: the two deadlines that resolve a dispute when they pass. */
export const disputeJobKinds: JobKinds = (ctx) => ({
  [DISPUTE_JOBS.answerLapse]: lapseJob(ctx, 'answer'),
  [DISPUTE_JOBS.decisionLapse]: lapseJob(ctx, 'decision'),
});
