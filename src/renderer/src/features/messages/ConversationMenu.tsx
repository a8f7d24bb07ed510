import { Suspense, useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import type { Conversation } from '#shared/contract/http/messages';
import { ApiError, call, networkError } from '#api/client';
import { ReportButton } from './report-later';
import { useTranslation } from 'react-i18next';

const failure = (err: unknown) => (err instanceof ApiError ? err.message : networkError().message);

/** Block or unblock the other member, and report the conversation for moderation (the shared report dialog). */
export function ConversationMenu({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const { t } = useTranslation(['conversations']);
  const isolate = useIsolate();
  const { other } = conversation;
  const [error, setError] = useState<string | null>(null);

  const block = () => {
    if (!window.confirm(t('conversations:blockConfirm', { name: isolate(other.name) }))) return;
    call('usersBlock', { params: { userId: other.userId } }).then(onChanged, (err: unknown) => setError(failure(err)));
  };
  const unblock = () => {
    call('usersUnblock', { params: { userId: other.userId } }).then(onChanged, (err: unknown) => setError(failure(err)));
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
      <Suspense fallback={null}>
        <ReportButton target={{ kind: 'conversation', id: conversation.id }} label={t('conversations:report')} title={t('conversations:reportTitle', { name: isolate(other.name) })} />
      </Suspense>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
