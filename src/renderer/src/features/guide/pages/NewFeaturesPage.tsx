import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formattersFor } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { CHANGELOG, newestFirst } from '../changelog';
import '../guide.css';

/** /new: what changed on Qurious, from the changelog kept in the repository, newest first. */
export default function NewFeaturesPage() {
  const { t } = useTranslation(['guide']);
  const language = useLanguage();
  // An entry's day is a calendar date: written in UTC, so no visitor's time zone moves it to the day before.
  const format = useMemo(() => formattersFor(language, 'UTC'), [language]);
  return (
    <article className="page guide" aria-labelledby="page-title">
      <header className="guide-hero">
        <p className="guide-kicker">{t('guide:new.kicker')}</p>
        <h1 id="page-title">{t('guide:new.title')}</h1>
        <p className="guide-lead">{t('guide:new.lead')}</p>
      </header>
      <ol className="guide-entries">
        {newestFirst(CHANGELOG).map((entry) => (
          <li key={entry.title}>
            <article aria-labelledby={`entry-${entry.title}`}>
              <h2 id={`entry-${entry.title}`}>{t(entry.title)}</h2>
              <time dateTime={entry.date}>{t('guide:new.published', { date: format.date(`${entry.date}T00:00:00Z`) })}</time>
              <p>{t(entry.text)}</p>
            </article>
          </li>
        ))}
      </ol>
    </article>
  );
}
