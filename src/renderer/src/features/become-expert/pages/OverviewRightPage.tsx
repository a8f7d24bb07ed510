import { CheckCircle2 } from 'lucide-react';
import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewRightPage() {
  return (
    <IntroFrame title={INTRO.right.title} back={PATHS.overview} next={PATHS.wrong}>
      <ul className="be-intro-list">
        {INTRO.right.points.map((p) => (
          <li key={p}>
            <CheckCircle2 size={18} aria-hidden="true" className="be-ok" /> {p}
          </li>
        ))}
      </ul>
    </IntroFrame>
  );
}
