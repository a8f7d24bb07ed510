/** The disputes' durable jobs (server/jobs), each keyed by the dispute's id. */
export const DISPUTE_JOBS = {
  /** The other side did not answer by the answer deadline: decided for the side that opened it. */
  answerLapse: 'dispute.answer-lapse',
  /** Support did not decide by its deadline: the settlement stands. */
  decisionLapse: 'dispute.decision-lapse',
} as const;
