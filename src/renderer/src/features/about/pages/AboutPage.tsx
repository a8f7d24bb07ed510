import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessagesSquare, Search, Video, Wallet } from 'lucide-react';
import { IconCards } from '#ui/IconCards';
import '../about.css';

const gaps = [
  { title: 'about:gap.videos.title', text: 'about:gap.videos.text' },
  { title: 'about:gap.articles.title', text: 'about:gap.articles.text' },
  { title: 'about:gap.ai.title', text: 'about:gap.ai.text' },
] as const;

const steps = [
  { icon: Search, title: 'about:step.find.title', text: 'about:step.find.text' },
  { icon: Wallet, title: 'about:step.book.title', text: 'about:step.book.text' },
  { icon: Video, title: 'about:step.ask.title', text: 'about:step.ask.text' },
] as const;

/** /about: why Qurious exists and how it works. */
export default function AboutPage() {
  const { t } = useTranslation(['about']);
  return (
    <article className="page about" aria-labelledby="page-title">
      <header className="about-hero">
        <p className="about-kicker">{t('about:kicker')}</p>
        <h1 id="page-title">{t('about:title')}</h1>
        <p className="about-lead">{t('about:lead')}</p>
      </header>

      <section aria-labelledby="about-why">
        <h2 id="about-why">{t('about:why.title')}</h2>
        <p>{t('about:why.text')}</p>
        <ul className="about-gaps">
          {gaps.map((g) => (
            <li key={g.title}>
              <h3>{t(g.title)}</h3>
              <p>{t(g.text)}</p>
            </li>
          ))}
        </ul>
        <p className="about-answer">
          <MessagesSquare aria-hidden="true" size={22} /> {t('about:answer')}
        </p>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">{t('about:how.title')}</h2>
        <IconCards ordered className="about-steps" cards={steps.map((s) => ({ icon: s.icon, title: t(s.title), text: t(s.text) }))} />
      </section>

      <section aria-labelledby="about-experts">
        <h2 id="about-experts">{t('about:experts.title')}</h2>
        <p>{t('about:experts.text')}</p>
      </section>

      <p className="about-actions">
        <Link to="/categories" className="about-primary">
          {t('about:browse')}
        </Link>
        <Link to="/become_expert">{t('about:become')}</Link>
      </p>
    </article>
  );
}
