import { useTranslation } from 'react-i18next';
import { RANKING_WINDOWS } from '#shared/domain/ranking';
import type { RankingGig } from '#shared/contract/http/ranking';
import { useAnalyticsTexts } from '#features/analytics/texts';

const FIGURES = ['impressions', 'clicks', 'bookings'] as const;

/** A gig's keywords: today's position and the 7, 30 and 90-day figures, each figure a column group. */
export function KeywordTable({ gig, depth, captionId }: { gig: RankingGig; depth: number; captionId: string }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const windowLabel = { 7: T.ranges['7d'], 30: T.ranges['30d'], 90: T.ranges['90d'] } as const;
  const figureLabel = { impressions: t('analytics:ranking.impressions'), clicks: t('analytics:ranking.clicks'), bookings: t('analytics:ranking.bookings') };
  return (
    <div className="rk-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="rk-table" data-testid={`ranking-keywords-${gig.id}`}>
        <caption id={captionId}>{t('analytics:ranking.keywords.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('analytics:ranking.keyword')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('analytics:ranking.position')}
            </th>
            {FIGURES.map((f) => (
              <th key={f} scope="colgroup" colSpan={RANKING_WINDOWS.length}>
                {figureLabel[f]}
              </th>
            ))}
          </tr>
          <tr>
            {FIGURES.flatMap((f) =>
              RANKING_WINDOWS.map((w) => (
                <th key={`${f}-${w}`} scope="col">
                  {windowLabel[w]}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {gig.keywords.map((k) => (
            <tr key={k.keyword}>
              <th scope="row" dir="auto">
                {k.keyword}
              </th>
              <td data-testid="ranking-position">{k.position === null ? t('analytics:ranking.beyond', { depth: T.number(depth) }) : T.number(k.position)}</td>
              {FIGURES.flatMap((f) => RANKING_WINDOWS.map((w) => <td key={`${f}-${w}`}>{T.number(k[`d${w}`][f])}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
