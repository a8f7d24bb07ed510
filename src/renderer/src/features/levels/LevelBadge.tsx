import { useTranslation } from 'react-i18next';
import type { LevelId } from '#shared/domain/levels';
import type { FullKey } from '#i18n/namespaces';
import './level-badge.css';

/** The badge's text of each level above New (the search catalogue, which every page showing gig cards or an expert loads). */
const BADGE_KEYS: Record<Exclude<LevelId, 'new'>, FullKey<'search'>> = {
  'level-1': 'search:level.badge.level-1',
  'level-2': 'search:level.badge.level-2',
  'top-rated': 'search:level.badge.top-rated',
};

/**
 * The level an expert earned (the daily evaluation), as buyers see it beside the expert's name; a New
 * expert shows none. Screen readers hear what it is ("Expert level: Level 1").
 */
export function LevelBadge({ level }: { level: LevelId }) {
  const { t } = useTranslation(['search']);
  if (level === 'new') return null;
  return (
    <span className={`level-badge level-badge-${level}`} data-testid="level-badge">
      <span className="visually-hidden">{t('search:level.badge')} </span>
      {t(BADGE_KEYS[level])}
    </span>
  );
}
