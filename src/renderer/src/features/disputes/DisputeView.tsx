import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_POST_MAX, disputePostBodySchema } from '#shared/domain/dispute';
import type { BookingDispute, Dispute } from '#shared/contract/http/disputes';
import type { FullKey } from '#i18n/namespaces';
import { localizeMessage } from '#i18n/messages';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import { useBookingFormat } from '#features/bookings/format';
import { REASON_KEYS } from './reason-keys';

const STAGE_KEYS: Record<Dispute['stage'], FullKey<'bookings'>> = {
  opened: 'bookings:dispute.stage.opened',
  awaiting_decision: 'bookings:dispute.stage.awaiting_decision',
  decided: 'bookings:dispute.stage.decided',
};
const SIDE_KEYS: Record<Dispute['openedBy'], FullKey<'bookings'>> = { buyer: 'bookings:dispute.side.buyer', expert: 'bookings:dispute.side.expert' };
const OPENED_BY_KEYS: Record<Dispute['openedBy'], FullKey<'bookings'>> = { buyer: 'bookings:dispute.openedBy.buyer', expert: 'bookings:dispute.openedBy.expert' };
const DECIDED_BY_KEYS: Record<NonNullable<Dispute['decidedBy']>, FullKey<'bookings'>> = {
  support: 'bookings:dispute.decidedBy.support',
  answer_lapsed: 'bookings:dispute.decidedBy.answer_lapsed',
  decision_lapsed: 'bookings:dispute.decidedBy.decision_lapsed',
};

/** A dispute as both parties see it: its stage and that stage's deadline, the result once decided, the thread and a reply box. */
export function DisputeView({ dispute: d, onChange }: { dispute: Dispute; onChange: (b: BookingDispute) => void }) {
  const { t } = useTranslation(['bookings']);
  const { dateTime, credits } = useBookingFormat();
  const id = useId();
  const [text, setText] = useState('');
  const send = useAction(async (body: { text: string }) => {
    const res = await call('disputePost', { params: { disputeId: d.id }, body });
    setText('');
    toast.success(t('bookings:dispute.posted'));
    onChange(res);
  });
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = disputePostBodySchema.safeParse({ text });
    if (!parsed.success) {
      send.setError(localizeMessage(parsed.error.issues[0]?.message ?? '') || null);
      return;
    }
    void send.run(parsed.data);
  };
  const result =
    d.outcome === 'split'
      ? t('bookings:dispute.result.split', { buyer: credits(d.buyerCredits ?? 0), expert: credits(d.expertCredits ?? 0) })
      : d.outcome === 'refund'
        ? t('bookings:dispute.result.refund', { credits: credits(d.credits) })
        : t('bookings:dispute.result.release', { credits: credits(d.credits) });
  return (
    <section className="card page-stack" aria-labelledby={`${id}-heading`} data-testid="dispute">
      <h2 id={`${id}-heading`}>{t('bookings:dispute.heading')}</h2>
      <p>
        <strong>{t(REASON_KEYS[d.reason])}</strong> · {t(OPENED_BY_KEYS[d.openedBy])}
      </p>
      <dl>
        <dt>{t('bookings:dispute.stageLabel')}</dt>
        <dd data-testid="dispute-stage">{t(STAGE_KEYS[d.stage])}</dd>
        {d.deadline && <dd data-testid="dispute-deadline">{t('bookings:dispute.deadline', { when: dateTime(d.deadline) })}</dd>}
      </dl>
      {d.stage === 'opened' && d.viewerSide !== d.openedBy && d.deadline && (
        <p role="note">{t('bookings:dispute.answerDue', { when: dateTime(d.deadline) })}</p>
      )}
      {d.stage === 'decided' ? (
        <p data-testid="dispute-result">
          {result} {d.decidedBy && t(DECIDED_BY_KEYS[d.decidedBy])}
        </p>
      ) : (
        <p>{t('bookings:dispute.held', { credits: credits(d.credits) })}</p>
      )}
      <h3>{t('bookings:dispute.thread')}</h3>
      <ol className="page-stack" aria-label={t('bookings:dispute.thread')}>
        {d.posts.map((p) => (
          <li key={p.id}>
            <strong>{t(SIDE_KEYS[p.side])}</strong> · <time dateTime={p.createdAt}>{dateTime(p.createdAt)}</time>
            <p dir="auto">{p.text}</p>
          </li>
        ))}
      </ol>
      {d.stage !== 'decided' && (
        <form className="page-stack" onSubmit={submit} noValidate>
          <label className="form-field">
            <span>{t('bookings:dispute.postLabel')}</span>
            <textarea value={text} maxLength={DISPUTE_POST_MAX} rows={3} onChange={(e) => setText(e.target.value)} required />
          </label>
          {send.error && (
            <p className="text-error" role="alert">
              {send.error}
            </p>
          )}
          <button type="submit" className="btn" disabled={send.busy}>
            {send.busy ? t('bookings:dispute.sending') : t('bookings:dispute.post')}
          </button>
        </form>
      )}
    </section>
  );
}
