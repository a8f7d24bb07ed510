import { useId, useState, type SubmitEvent } from 'react';
import type { Conversation } from '#shared/contract/http/messages';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASON_LABELS } from '#shared/domain/messages';
import { ApiError, call } from '#api/client';
import { TEXTS } from './texts';

type Reason = (typeof REPORT_REASONS)[number];
const failure = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong!');

/** Block or unblock the other member, and report them for moderation. */
export function ConversationMenu({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const id = useId();
  const { other } = conversation;
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<Reason>('spam');
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const block = () => {
    if (!window.confirm(TEXTS.blockConfirm(other.name))) return;
    call('usersBlock', { params: { userId: other.userId } }).then(onChanged, (err: unknown) => setError(failure(err)));
  };
  const unblock = () => {
    call('usersUnblock', { params: { userId: other.userId } }).then(onChanged, (err: unknown) => setError(failure(err)));
  };
  const report = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = details.trim();
    call('usersReport', {
      body: { userId: other.userId, conversationId: conversation.id, reason, ...(text ? { details: text } : {}) },
    }).then(
      ({ message }) => {
        setStatus(message);
        setReporting(false);
        setDetails('');
      },
      (err: unknown) => setError(failure(err)),
    );
  };

  return (
    <div className="msg-menu">
      {conversation.blocked === 'you' ? (
        <button type="button" className="bk-link-button" onClick={unblock}>
          {TEXTS.unblock}
        </button>
      ) : (
        <button type="button" className="bk-link-button" onClick={block}>
          {TEXTS.block}
        </button>
      )}
      <button type="button" className="bk-link-button" aria-expanded={reporting} onClick={() => setReporting((r) => !r)}>
        {TEXTS.report}
      </button>
      {reporting && (
        <form className="msg-report" onSubmit={report} aria-label={TEXTS.reportTitle(other.name)}>
          <label htmlFor={`${id}-reason`}>{TEXTS.reportReason}</label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`}>{TEXTS.reportDetails}</label>
          <textarea id={`${id}-details`} rows={3} maxLength={REPORT_DETAILS_MAX} value={details} onChange={(e) => setDetails(e.target.value)} />
          <div className="msg-composer-actions">
            <button type="button" className="bk-button bk-button-secondary" onClick={() => setReporting(false)}>
              {TEXTS.cancel}
            </button>
            <button type="submit" className="bk-button">
              {TEXTS.reportSend}
            </button>
          </div>
        </form>
      )}
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
