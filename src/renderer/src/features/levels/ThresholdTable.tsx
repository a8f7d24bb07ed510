import { useTranslation } from 'react-i18next';
import { LEVEL_IDS, LEVEL_METRICS, LEVEL_THRESHOLDS, type LevelId } from '#shared/domain/levels';
import { LEVEL_NAME_KEYS, METRIC_KEYS, useMetricFormat } from './level-texts';

const RANKED = LEVEL_IDS.filter((l): l is Exclude<LevelId, 'new'> => l !== 'new');

/** The whole formula: each metric's threshold at each level above New, straight from shared/domain/levels.ts. */
export function ThresholdTable({ captionId }: { captionId: string }) {
  const { t } = useTranslation(['levels']);
  const format = useMetricFormat();
  return (
    <div className="table-wrap">
      <table className="data-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('levels:col.metric')}</th>
            {RANKED.map((level) => (
              <th key={level} scope="col">
                {t(LEVEL_NAME_KEYS[level])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEVEL_METRICS.map((metric) => (
            <tr key={metric}>
              <th scope="row">{t(METRIC_KEYS[metric])}</th>
              {RANKED.map((level) => (
                <td key={level}>{format.threshold(metric, LEVEL_THRESHOLDS[level][metric])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
