import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewWrongPage() {
  const { t } = useTranslation(['expert']);
  return (
    <IntroFrame title={t('expert:wrong.title')} back={PATHS.right} next={PATHS.personal}>
      <p>{t('expert:wrong.intro')}</p>
      <ul className="be-intro-list">
        {INTRO.wrong.map((p) => (
          <li key={p}>
            <Ban size={18} aria-hidden="true" className="be-bad" /> {t(p)}
          </li>
        ))}
      </ul>
      <p className="be-muted">{t('expert:wrong.note')}</p>
    </IntroFrame>
  );
}
