import { useEffect, useState } from 'react';
import { startLevelMeter } from '../call/level-meter';
import { useTranslation } from 'react-i18next';

/** The microphone's level, live, so the user sees the microphone hears them. */
export function LevelMeter({ track }: { track: MediaStreamTrack | null }) {
  const { t } = useTranslation(['sessions']);
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track) return;
    const stop = startLevelMeter(track, setLevel);
    return () => {
      stop();
      setLevel(0);
    };
  }, [track]);
  return (
    <label className="sr-meter-row">
      <span>{t('sessions:micLevel')}</span>
      <meter className="sr-meter" min={0} max={1} low={0.15} high={0.85} optimum={0.5} value={track ? level : 0} data-testid="mic-level">
        {Math.round(level * 100)}%
      </meter>
    </label>
  );
}
