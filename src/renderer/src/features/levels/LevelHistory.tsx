import { useTranslation } from 'react-i18next';
import type { LevelEvaluation, MyLevel } from '#shared/contract/http/levels';
import type { FullKey } from '#i18n/namespaces';
import { useFormat } from '#i18n/format';
import { LEVEL_NAME_KEYS, METRIC_KEYS, useMetricFormat } from './level-texts';

const CHANGE_KEYS: Record<LevelEvaluation['change'], FullKey<'levels'>> = {
  promoted: 'levels:change.promoted',
  demoted: 'levels:change.demoted',
  kept: 'levels:change.kept',
};

/** The expert's evaluations, the newest first: the day, the level held after it, the change and what moved it. */
export function LevelHistory({ history }: { history: MyLevel['history'] }) {
  const { t } = useTranslation(['levels']);
  const { date } = useFormat();
  const format = useMetricFormat();
  return (
    <section className="section" aria-labelledby="levels-history">
      <h2 id="levels-history">{t('levels:history')}</h2>
      {history.length === 0 ? (
        <p className="text-muted">{t('levels:history.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" aria-labelledby="levels-history">
            <thead>
              <tr>
                <th scope="col">{t('levels:col.day')}</th>
                <th scope="col">{t('levels:col.level')}</th>
                <th scope="col">{t('levels:col.change')}</th>
                <th scope="col">{t('levels:col.reasons')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.day}>
                  <td>{date(`${h.day}T12:00:00Z`)}</td>
                  <td>{t(LEVEL_NAME_KEYS[h.level])}</td>
                  <td>{t(CHANGE_KEYS[h.change])}</td>
                  <td>{format.list(h.reasons.map((m) => t(METRIC_KEYS[m])))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
