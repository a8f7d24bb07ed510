import { useId, useState, type SubmitEvent } from 'react';
import type { Conversation } from '#shared/contract/http/messages';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#shared/domain/messages';
import { ApiError, call, networkError } from '#api/client';
import { useTranslation } from 'react-i18next';
import type { FullKey } from '#i18n/namespaces';

type Reason = (typeof REPORT_REASONS)[number];
const REASON_LABELS: Record<Reason, FullKey<'conversations'>> = {
  spam: 'conversations:reason.spam',
  harassment: 'conversations:reason.harassment',
  'off-platform': 'conversations:reason.off-platform',
  scam: 'conversations:reason.scam',
  other: 'conversations:reason.other',
};
const failure = (err: unknown) => (err instanceof ApiError ? err.message : networkError().message);

/** Block or unblock the other member, and report them for moderation. */
export function ConversationMenu({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const { t } = useTranslation(['conversations']);
  const id = useId();
  const { other } = conversation;
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<Reason>('spam');
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const block = () => {
    if (!window.confirm(t('conversations:blockConfirm', { name: other.name }))) return;
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
        <button type="button" className="btn-link" onClick={unblock}>
          {t('conversations:unblock')}
        </button>
      ) : (
        <button type="button" className="btn-link" onClick={block}>
          {t('conversations:block')}
        </button>
      )}
      <button type="button" className="btn-link" aria-expanded={reporting} onClick={() => setReporting((r) => !r)}>
        {t('conversations:report')}
      </button>
      {reporting && (
        <form className="msg-report" onSubmit={report} aria-label={t('conversations:reportTitle', { name: other.name })}>
          <label htmlFor={`${id}-reason`}>{t('conversations:reportReason')}</label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_LABELS[r])}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`}>{t('conversations:reportDetails')}</label>
          <textarea id={`${id}-details`} rows={3} maxLength={REPORT_DETAILS_MAX} value={details} onChange={(e) => setDetails(e.target.value)} />
          <div className="msg-composer-actions">
            <button type="button" className="btn" onClick={() => setReporting(false)}>
              {t('conversations:cancel')}
            </button>
            <button type="submit" className="btn">
              {t('conversations:reportSend')}
            </button>
          </div>
        </form>
      )}
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
