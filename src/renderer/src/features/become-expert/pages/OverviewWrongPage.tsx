import { Ban } from 'lucide-react';
import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewWrongPage() {
  return (
    <IntroFrame title={INTRO.wrong.title} back={PATHS.right} next={PATHS.personal}>
      <p>{INTRO.wrong.intro}</p>
      <ul className="be-intro-list">
        {INTRO.wrong.points.map((p) => (
          <li key={p}>
            <Ban size={18} aria-hidden="true" className="be-bad" /> {p}
          </li>
        ))}
      </ul>
      <p className="be-muted">{INTRO.wrong.note}</p>
    </IntroFrame>
  );
}
