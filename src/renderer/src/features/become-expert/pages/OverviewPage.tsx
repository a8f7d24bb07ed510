import { IntroFrame } from '../intro/IntroFrame';
import { INTRO, PATHS } from '../texts';

export default function OverviewPage() {
  return (
    <IntroFrame title={INTRO.overview.title} next={PATHS.right}>
      {INTRO.overview.sections.map((s) => (
        <div key={s.heading} className="be-intro-section">
          <h2>{s.heading}</h2>
          <p>{s.text}</p>
        </div>
      ))}
    </IntroFrame>
  );
}
