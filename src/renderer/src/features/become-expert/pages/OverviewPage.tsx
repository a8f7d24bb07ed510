import { useTranslation } from 'react-i18next';
import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewPage() {
  const { t } = useTranslation(['expert']);
  return (
    <IntroFrame title={t('expert:overview.title')} next={PATHS.right}>
      {INTRO.overview.map((s) => (
        <div key={s.heading} className="be-intro-section">
          <h2>{t(s.heading)}</h2>
          <p>{t(s.text)}</p>
        </div>
      ))}
    </IntroFrame>
  );
}
