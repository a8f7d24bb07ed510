import { LEVEL_THRESHOLDS, type LevelMetrics } from '#shared/domain/levels';
import { formatMetricValue, formatThreshold } from '#shared/domain/level-format';
import { MESSAGE_LOCALES } from '#shared/i18n/message-format';
import type { JobContext } from '../../jobs/kinds';
import { mailTexts, type MailTexts } from '../../services/mail-texts';
import { sendNotificationEmail } from '../notifications/email';
import { expertLevelsPath, LEVEL_CHANGE_TEXTS, levelMetricKey, levelNameKey } from '../notifications/level-notices';
import type { EvaluationReport, LevelChange } from './evaluate';

/** Experts looked up per query when telling them. */
const CHUNK = 500;

/** Each metric that moved the level, its value and the threshold of the level it is measured against. */
function reasonLines(change: LevelChange, metrics: LevelMetrics, x: MailTexts): string[] {
  // A promotion is measured against the level reached; a demotion against the level lost.
  const against = change.change === 'promoted' ? change.to : change.from;
  if (against === 'new') return [];
  const locale = MESSAGE_LOCALES[x.language];
  return change.reasons.map(
    (metric) =>
      `- ${x.t('emails:level.reason', {
        metric: x.t(levelMetricKey(metric)),
        value: formatMetricValue(metric, metrics[metric], locale),
        level: x.t(levelNameKey(against)),
        threshold: formatThreshold(metric, LEVEL_THRESHOLDS[against][metric], locale),
      })}`,
  );
}

/**
 * Tells each expert whose level the evaluation changed: the bell (the `level.changed` event,
 * notifications/level-notices) and an email in the account's language naming the metrics that moved
 * it with their values, unless they switched these emails off. A mail that fails is logged and
 * undoes nothing.
 */
export async function announceLevelChanges(ctx: Pick<JobContext, 'deps' | 'log' | 'events'>, report: EvaluationReport): Promise<void> {
  const { deps, log, events } = ctx;
  const db = deps.db.kysely;
  for (let i = 0; i < report.changes.length; i += CHUNK) {
    const changes = report.changes.slice(i, i + CHUNK);
    const ids = changes.map((c) => c.expertId);
    const people = await db
      .selectFrom('expert_profiles as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.id as expertId', 'e.user_name', 'u.id', 'u.name', 'u.email', 'u.language'])
      .where('e.id', 'in', ids)
      .execute();
    const measured = await db
      .selectFrom('level_evaluations')
      .select(['expert_id', 'metrics_json'])
      .where('evaluated_on', '=', report.day)
      .where('expert_id', 'in', ids)
      .execute();
    const metricsOf = new Map(measured.map((row) => [row.expert_id, JSON.parse(row.metrics_json) as LevelMetrics]));
    const personOf = new Map(people.map((p) => [p.expertId, p]));
    for (const change of changes) {
      const person = personOf.get(change.expertId);
      const metrics = metricsOf.get(change.expertId);
      if (!person || !metrics) continue;
      await events?.emit('level.changed', { userId: person.id, from: change.from, to: change.to, change: change.change, reasons: change.reasons, day: report.day });
      const x = mailTexts(person);
      const levels = { from: x.t(levelNameKey(change.from)), to: x.t(levelNameKey(change.to)) };
      const link = `${deps.config.publicUrl}${expertLevelsPath(person.user_name)}`;
      const text = [
        x.t('emails:greeting', { name: person.name }),
        '',
        x.t(LEVEL_CHANGE_TEXTS[change.change].body, levels),
        ...reasonLines(change, metrics, x),
        '',
        x.t('emails:level.link', { link }),
        '',
        'Qurious',
      ].join('\n');
      try {
        await sendNotificationEmail(deps, person, 'level.change', { subject: x.t(LEVEL_CHANGE_TEXTS[change.change].subject, { level: levels.to }), text });
      } catch (err) {
        log.warn({ err, expertId: change.expertId }, 'level change mail could not be sent');
      }
    }
  }
}
