import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { MyLevel } from '#shared/contract/http/levels';
import { LEVEL_METRICS, LEVEL_THRESHOLDS, levelRank, meetsThreshold, nextLevel, unmetMetrics } from '#shared/domain/levels';
import { RequireExpertUser } from '#app/guards/RequireExpertUser';
import { useFormat } from '#i18n/format';
import { RetryAlert } from '#ui/LoadFailed';
import { Page } from '#ui/Page';
import { LEVEL_NAME_KEYS, METRIC_KEYS, useMetricFormat } from '../level-texts';
import { LevelHistory } from '../LevelHistory';
import '#ui/forms.css';
import '../levels.css';

/** Every metric today against the thresholds of the level above the held one (Top Rated's own at the top). */
function Standing({ data }: { data: MyLevel }) {
  const { t } = useTranslation(['levels']);
  const format = useMetricFormat();
  const target = nextLevel(data.level) ?? 'top-rated';
  const thresholds = LEVEL_THRESHOLDS[target];
  const missing = unmetMetrics(data.metrics, target);
  const name = t(LEVEL_NAME_KEYS[target]);
  return (
    <section className="section" aria-labelledby="levels-standing">
      <h2 id="levels-standing">{data.level === 'top-rated' ? t('levels:standingTop') : t('levels:standing', { level: name })}</h2>
      <div className="table-wrap">
        <table className="data-table" aria-labelledby="levels-standing">
          <thead>
            <tr>
              <th scope="col">{t('levels:col.metric')}</th>
              <th scope="col">{t('levels:col.value')}</th>
              <th scope="col">{t('levels:col.threshold')}</th>
              <th scope="col">{t('levels:col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {LEVEL_METRICS.map((metric) => {
              const met = meetsThreshold(metric, data.metrics[metric], thresholds[metric]);
              return (
                <tr key={metric} data-testid={`metric-${metric}`}>
                  <th scope="row">{t(METRIC_KEYS[metric])}</th>
                  <td>{format.value(metric, data.metrics[metric])}</td>
                  <td>{format.threshold(metric, thresholds[metric])}</td>
                  <td className={met ? 'lv-met' : 'lv-unmet'}>{met ? t('levels:met') : t('levels:unmet')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p data-testid="level-keeps">
        {missing.length > 0
          ? t('levels:keeps', { level: name, metrics: format.list(missing.map((m) => t(METRIC_KEYS[m]))) })
          : t('levels:allMet', { level: name })}
      </p>
    </section>
  );
}

/** The level the next evaluation would give if it ran now (a demotion still waits for its second evaluation below). */
function Preview({ data }: { data: MyLevel }) {
  const { t } = useTranslation(['levels']);
  const level = t(LEVEL_NAME_KEYS[data.preview]);
  const move = levelRank(data.preview) - levelRank(data.level);
  const graced = move === 0 && levelRank(data.measuredLevel) < levelRank(data.level);
  return (
    <section className="section lv-preview" aria-labelledby="levels-preview">
      <h2 id="levels-preview">{t('levels:preview')}</h2>
      <p data-testid="level-preview">
        {move > 0 ? t('levels:preview.up', { level }) : move < 0 ? t('levels:preview.down', { level }) : t('levels:preview.same', { level })}
      </p>
      {graced && <p>{t('levels:preview.grace', { level: t(LEVEL_NAME_KEYS[data.level]) })}</p>}
    </section>
  );
}

function MyLevels() {
  const { t } = useTranslation(['levels', 'common']);
  const { date } = useFormat();
  const { data, error, retry } = useQuery('levelMine', (signal) => call('levelMine', { signal }));
  return (
    <Page title={t('levels:title')} className="page page-stack">
      {error && <RetryAlert message={t('common:loadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data && (
        <>
          <section className="section" aria-labelledby="levels-current">
            <h2 id="levels-current">{t('levels:current')}</h2>
            <p className="lv-level" data-testid="my-level">
              {t(LEVEL_NAME_KEYS[data.level])}
            </p>
            <p>{data.evaluatedOn ? t('levels:evaluatedOn', { day: date(`${data.evaluatedOn}T12:00:00Z`) }) : t('levels:notEvaluated')}</p>
          </section>
          <Standing data={data} />
          <Preview data={data} />
          <LevelHistory history={data.history} />
          <p>
            <Link to="/levels">{t('levels:howItWorks')}</Link>
          </p>
        </>
      )}
    </Page>
  );
}

/**
 * /users/{username}/levels: the Marketing menu's Levels — the level held, every metric today against
 * the next level's threshold, what the next evaluation would give, and the evaluations so far.
 */
export default function MyLevelsPage() {
  const { t } = useTranslation(['levels']);
  return (
    <RequireExpertUser title={t('levels:title')}>
      <MyLevels />
    </RequireExpertUser>
  );
}
