import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from './documents';
import './legal.css';

/** A legal document as a page: its title and date, a table of contents, then each section. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation(['legal']);
  return (
    <article className="page legal" aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{t(doc.title)}</h1>
        <p className="legal-updated">{t('legal:updated')}</p>
        <p className="legal-lead">{t(doc.lead)}</p>
      </header>
      <nav className="legal-toc" aria-label={t('legal:contents')}>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${doc.id}-${s.id}`}>{t(s.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={`${doc.id}-${s.id}`} aria-labelledby={`${doc.id}-${s.id}-title`}>
          <h2 id={`${doc.id}-${s.id}-title`}>{t(s.title)}</h2>
          <p>{t(s.text)}</p>
        </section>
      ))}
      <p>
        <Link to="/help">{t('legal:contactLink')}</Link>
      </p>
    </article>
  );
}
