import type { LevelId, LevelMetric } from '#shared/domain/levels';
import type { EmailKey } from '../../services/mail-texts';
import type { DomainEvents } from '../../events';
import type { NoticeText } from './notice-text';

/** A level's name and a metric's, as keys of the emails' catalogue (the bell and the email say them alike). */
const LEVEL_NAMES: Record<LevelId, EmailKey> = {
  new: 'emails:level.name.new',
  'level-1': 'emails:level.name.level-1',
  'level-2': 'emails:level.name.level-2',
  'top-rated': 'emails:level.name.top-rated',
};
const METRIC_NAMES: Record<LevelMetric, EmailKey> = {
  completedSessions: 'emails:level.metric.completedSessions',
  distinctBuyers: 'emails:level.metric.distinctBuyers',
  averageRating: 'emails:level.metric.averageRating',
  responseRate: 'emails:level.metric.responseRate',
  attendanceRate: 'emails:level.metric.attendanceRate',
  expertCancellations: 'emails:level.metric.expertCancellations',
  profileAgeDays: 'emails:level.metric.profileAgeDays',
  recentStrikes: 'emails:level.metric.recentStrikes',
};
export const levelNameKey = (level: LevelId): EmailKey => LEVEL_NAMES[level];
export const levelMetricKey = (metric: LevelMetric): EmailKey => METRIC_NAMES[metric];

/** The texts of a change, the bell's and the email's, by its direction. */
export const LEVEL_CHANGE_TEXTS = {
  promoted: {
    bellTitle: 'emails:bell.level.promoted.title',
    bellBody: 'emails:bell.level.promoted.body',
    subject: 'emails:level.promoted.subject',
    body: 'emails:level.promoted.body',
  },
  demoted: {
    bellTitle: 'emails:bell.level.demoted.title',
    bellBody: 'emails:bell.level.demoted.body',
    subject: 'emails:level.demoted.subject',
    body: 'emails:level.demoted.body',
  },
} as const satisfies Record<'promoted' | 'demoted', Record<string, EmailKey>>;

/** The expert's levels page in the app. */
export const expertLevelsPath = (userName: string) => `/users/${encodeURIComponent(userName)}/levels`;

/**
 * What the bell says when the evaluation changed the expert's level: the new level in the title, the
 * level left and the metrics that moved it in the body, written in the reader's language when read.
 */
export function levelNotice(event: DomainEvents['level.changed']): { title: NoticeText; body: NoticeText } {
  const texts = LEVEL_CHANGE_TEXTS[event.change];
  const title: NoticeText = { key: texts.bellTitle, lists: { level: [levelNameKey(event.to)] } };
  const body: NoticeText = {
    key: texts.bellBody,
    lists: { from: [levelNameKey(event.from)], metrics: event.reasons.map(levelMetricKey) },
  };
  return { title, body };
}
