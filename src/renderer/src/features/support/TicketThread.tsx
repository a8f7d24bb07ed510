import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { RetryAlert } from '#ui/LoadFailed';
import type { SupportTicket } from '#shared/contract/http/support';
import { SUPPORT_MESSAGE_MAX, ticketPostBodySchema } from '#shared/domain/support-ticket';

/**
 * A support request's thread for its sender (signed in, or holding the key of the answer email's
 * link), with a reply box: a reply to a closed request opens it again.
 */
export default function TicketThread({ ticketId, ticketKey }: { ticketId: string; ticketKey?: string | undefined }) {
  const { t } = useTranslation(['guide']);
  // The support form's rule messages in the reader's language (loaded with this chunk's first render).
  const localize = useOnDemandMessages('support');
  const id = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<SupportTicket | null>(null);
  const query = ticketKey === undefined ? {} : { key: ticketKey };
  const loaded = useQuery(['supportTicket', ticketId, ticketKey ?? null], (signal) => call('supportTicket', { params: { ticketId }, query, signal }));
  const reply = useAction(async (body: { text: string }) => {
    setSent(await call('supportTicketReply', { params: { ticketId }, query, body }));
    setText('');
  });
  const ticket = sent ?? loaded.data;
  if (!ticket) return loaded.error ? <RetryAlert message={loaded.error.message} onRetry={loaded.retry} className="text-error" /> : null;

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = ticketPostBodySchema.safeParse({ text });
    if (!parsed.success) {
      reply.setError(localize(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    void reply.run(parsed.data);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="page-stack" data-testid="help-ticket">
      <h2 id={`${id}-title`}>
        {t('guide:help.ticket.title')}: {ticket.subject}
      </h2>
      <p>{ticket.status === 'open' ? t('guide:help.ticket.status.open') : t('guide:help.ticket.status.closed')}</p>
      <ol className="page-stack">
        {ticket.posts.map((p) => (
          <li key={p.id}>
            <p className="text-muted">
              {p.author === 'user' ? t('guide:help.ticket.you') : t('guide:help.ticket.support')}, <time dateTime={p.createdAt}>{new Date(p.createdAt).toLocaleString()}</time>
            </p>
            <p>{p.text}</p>
          </li>
        ))}
      </ol>
      <form className="page-stack" onSubmit={submit} noValidate>
        <label className="form-field">
          <span>{t('guide:help.ticket.replyLabel')}</span>
          <textarea rows={4} value={text} maxLength={SUPPORT_MESSAGE_MAX} onChange={(e) => setText(e.target.value)} aria-invalid={reply.error ? true : undefined} aria-describedby={reply.error ? `${id}-error` : undefined} />
        </label>
        {reply.error && (
          <p id={`${id}-error`} className="text-error" role="alert">
            {reply.error}
          </p>
        )}
        {sent && !reply.error && <p role="status">{t('guide:help.ticket.replied')}</p>}
        <div className="row">
          <button type="submit" className="btn" disabled={reply.busy}>
            {t('guide:help.ticket.reply')}
          </button>
        </div>
      </form>
    </section>
  );
}
