import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FullKey } from '#i18n/namespaces';
import '../guide.css';

const topics: readonly { id: string; title: FullKey<'guide'>; text: FullKey<'guide'> }[] = [
  { id: 'booking', title: 'guide:help.booking.title', text: 'guide:help.booking.text' },
  { id: 'credits', title: 'guide:help.credits.title', text: 'guide:help.credits.text' },
  { id: 'sessions', title: 'guide:help.sessions.title', text: 'guide:help.sessions.text' },
  { id: 'refunds', title: 'guide:help.refunds.title', text: 'guide:help.refunds.text' },
  { id: 'disputes', title: 'guide:help.disputes.title', text: 'guide:help.disputes.text' },
];

// Loaded after the page's text, on their own: the page's chunk stays small and the text is indexed as before.
const ContactForm = lazy(() => import('#features/support/ContactForm'));
const TicketThread = lazy(() => import('#features/support/TicketThread'));

/**
 * /help: how booking, credits, sessions, refunds and disputes work, with a table of contents, and the
 * contact form that writes to support. `?ticket=<id>` (with `&key=` from an answer's email when signed
 * out) shows that request's thread first: the link of its bell notice and its emails.
 */
export default function HelpPage() {
  const { t } = useTranslation(['guide']);
  const [params] = useSearchParams();
  const ticketId = params.get('ticket');
  return (
    <article className="page guide" aria-labelledby="page-title">
      <header className="guide-hero">
        <p className="guide-kicker">{t('guide:help.kicker')}</p>
        <h1 id="page-title">{t('guide:help.title')}</h1>
        <p className="guide-lead">{t('guide:help.lead')}</p>
      </header>
      {ticketId && (
        <Suspense fallback={null}>
          <TicketThread ticketId={ticketId} ticketKey={params.get('key') ?? undefined} />
        </Suspense>
      )}
      <nav className="guide-toc" aria-label={t('guide:help.contents')}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#help-${topic.id}`}>{t(topic.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} id={`help-${topic.id}`} aria-labelledby={`help-${topic.id}-title`}>
          <h2 id={`help-${topic.id}-title`}>{t(topic.title)}</h2>
          <p>{t(topic.text)}</p>
        </section>
      ))}
      <section aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">{t('guide:help.contact.title')}</h2>
        <p>{t('guide:help.contact.text')}</p>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </section>
    </article>
  );
}
