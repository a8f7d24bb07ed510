import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewRightPage() {
  const { t } = useTranslation(['expert']);
  return (
    <IntroFrame title={t('expert:right.title')} back={PATHS.overview} next={PATHS.wrong}>
      <ul className="be-intro-list">
        {INTRO.right.map((p) => (
          <li key={p}>
            <CheckCircle2 size={18} aria-hidden="true" className="be-ok" /> {t(p)}
          </li>
        ))}
      </ul>
    </IntroFrame>
  );
}
