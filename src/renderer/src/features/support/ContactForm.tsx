import { useId, useState, type SubmitEvent } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { currentLanguage } from '#i18n/i18n';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import type { FullKey } from '#i18n/namespaces';
import { useAtomValue, userAtom } from '#state';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, SUPPORT_TOPICS, openTicketBodySchema, type OpenTicketBody, type SupportTopic } from '#shared/domain/support-ticket';

type Field = 'topic' | 'subject' | 'message' | 'email';

const TOPIC_KEYS: Record<SupportTopic, FullKey<'guide'>> = {
  booking: 'guide:help.form.topic.booking',
  credits: 'guide:help.form.topic.credits',
  session: 'guide:help.form.topic.session',
  refund: 'guide:help.form.topic.refund',
  account: 'guide:help.form.topic.account',
  other: 'guide:help.form.topic.other',
};

const isField = (key: string): key is Field => key === 'topic' || key === 'subject' || key === 'message' || key === 'email';

/**
 * The help page's contact form: a topic from the fixed list, a subject and a message, and the sender's
 * email when signed out (a signed-in sender's is shown and fixed: answers go to the account). Checked
 * with the server's own schema; each field's message sits under it, and the server's refusals too.
 */
export default function ContactForm() {
  const { t } = useTranslation(['guide']);
  const isolate = useIsolate();
  // The support form's rule messages in the reader's language (loaded with this chunk's first render).
  const localize = useOnDemandMessages('support');
  const id = useId();
  const user = useAtomValue(userAtom);
  const [topic, setTopic] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAction(async (body: OpenTicketBody) => {
    try {
      const opened = await call('supportTicketOpen', { body });
      setSentTo(opened.email);
    } catch (err) {
      if (err instanceof ApiError) setFields(Object.fromEntries(Object.entries(err.fields).filter(([k]) => isField(k))));
      throw err;
    }
  });

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = openTicketBodySchema.safeParse({
      topic: topic || undefined,
      subject,
      message,
      ...(user ? {} : { email }),
      language: currentLanguage(),
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        if (isField(key)) found[key] ??= localize(issue.message);
      }
    }
    setFields(found);
    if (parsed.success) void send.run(parsed.data);
  };

  if (sentTo !== null) {
    return (
      <p role="status" className="text-success" data-testid="help-ticket-sent">
        {t('guide:help.form.sent', { email: isolate(sentTo) })}
      </p>
    );
  }
  const described = (field: Field) => (fields[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    fields[field] && (
      <span id={`${id}-${field}-error`} className="text-error">
        {fields[field]}
      </span>
    );
  const invalid = (field: Field) => (fields[field] ? true : undefined);
  return (
    <form className="page-stack" onSubmit={submit} noValidate data-testid="help-contact-form">
      <p>{t('guide:help.form.lead')}</p>
      <label className="form-field">
        <span>{t('guide:help.form.topic')}</span>
        <select name="topic" value={topic} onChange={(e) => setTopic(e.target.value)} required aria-invalid={invalid('topic')} aria-describedby={described('topic')}>
          <option value="">{t('guide:help.form.topicPick')}</option>
          {SUPPORT_TOPICS.map((key) => (
            <option key={key} value={key}>
              {t(TOPIC_KEYS[key])}
            </option>
          ))}
        </select>
        {error('topic')}
      </label>
      <label className="form-field">
        <span>{t('guide:help.form.subject')}</span>
        <input name="subject" value={subject} maxLength={SUPPORT_SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} required aria-invalid={invalid('subject')} aria-describedby={described('subject')} />
        {error('subject')}
      </label>
      <label className="form-field">
        <span>{t('guide:help.form.message')}</span>
        <textarea name="message" rows={6} value={message} maxLength={SUPPORT_MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} required aria-invalid={invalid('message')} aria-describedby={described('message')} />
        {error('message')}
      </label>
      <label className="form-field">
        <span>{t('guide:help.form.email')}</span>
        {user ? (
          <input name="email" type="email" value={user.email} readOnly aria-describedby={`${id}-email-fixed`} />
        ) : (
          <input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required aria-invalid={invalid('email')} aria-describedby={described('email')} />
        )}
        {user && (
          <span id={`${id}-email-fixed`} className="text-muted">
            {t('guide:help.form.emailSignedIn')}
          </span>
        )}
        {error('email')}
      </label>
      {send.error && Object.keys(fields).length === 0 && (
        <p className="text-error" role="alert">
          {send.error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn" disabled={send.busy}>
          {send.busy ? t('guide:help.form.sending') : t('guide:help.form.send')}
        </button>
      </div>
    </form>
  );
}
