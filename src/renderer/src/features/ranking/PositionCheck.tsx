import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { localizeMessage } from '#i18n/messages';
import { rankingPositionQuerySchema } from '#shared/domain/ranking';
import type { RankingGaps, RankingPositionResponse } from '#shared/contract/http/ranking';
import { useAnalyticsTexts } from '#features/analytics/texts';

function Gaps({ gaps }: { gaps: RankingGaps }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  const names = (list: RankingGaps['tags']) =>
    list.length === 0
      ? t('analytics:ranking.gaps.none')
      : list.map((n) => t('analytics:ranking.gaps.count', { name: n.name, k: T.number(n.count), of: T.number(gaps.compared) })).join(', ');
  const price = gaps.price;
  return (
    <div data-testid="ranking-gaps">
      <h3>{t('analytics:ranking.gaps.title', { n: T.number(gaps.compared) })}</h3>
      <dl className="rk-gaps">
        <div>
          <dt>{t('analytics:ranking.gaps.tags')}</dt>
          <dd dir="auto">{names(gaps.tags)}</dd>
        </div>
        <div>
          <dt>{t('analytics:ranking.gaps.softwares')}</dt>
          <dd dir="auto">{names(gaps.softwares)}</dd>
        </div>
        <div>
          <dt>{t('analytics:ranking.gaps.reviews')}</dt>
          <dd>{t('analytics:ranking.gaps.yoursTheirs', { gig: T.number(gaps.reviews.gig), above: T.number(gaps.reviews.above) })}</dd>
        </div>
        <div>
          <dt>{t('analytics:ranking.gaps.rating')}</dt>
          <dd>{t('analytics:ranking.gaps.yoursTheirs', { gig: T.number(gaps.rating.gig), above: T.number(gaps.rating.above) })}</dd>
        </div>
        <div>
          <dt>{t('analytics:ranking.gaps.price')}</dt>
          <dd>
            {t('analytics:ranking.gaps.priceRange', {
              gig: price.gig === null ? T.none : T.credits(price.gig),
              low: price.low === null ? T.none : T.credits(price.low),
              high: price.high === null ? T.none : T.credits(price.high),
            })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Answer({ answer }: { answer: RankingPositionResponse }) {
  const { t } = useTranslation(['analytics']);
  const T = useAnalyticsTexts();
  return (
    <div className="rk-answer">
      <p data-testid="ranking-check-position">
        {!answer.listed
          ? t('analytics:ranking.check.notListed')
          : answer.position === null
            ? t('analytics:ranking.check.notFound', { depth: T.number(answer.depth), keyword: answer.keyword, total: T.number(answer.total) })
            : t('analytics:ranking.check.position', { position: T.number(answer.position), keyword: answer.keyword, total: T.number(answer.total) })}
      </p>
      {answer.correctedQuery && <p>{t('analytics:ranking.check.corrected', { corrected: answer.correctedQuery })}</p>}
      {answer.gaps ? <Gaps gaps={answer.gaps} /> : answer.position === 1 && <p>{t('analytics:ranking.gaps.first')}</p>}
    </div>
  );
}

/** "Where would I rank for …": a gig and the words a buyer would type; the answer comes from the search itself. */
export function PositionCheck({ gigs }: { gigs: ReadonlyArray<{ id: string; title: string }> }) {
  const { t } = useTranslation(['analytics']);
  const [gig, setGig] = useState(gigs[0]?.id ?? '');
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<RankingPositionResponse | null>(null);
  const errorId = useId();
  const check = useAction(async (g: string, k: string) => setAnswer(await call('rankingPosition', { query: { gig: g, keyword: k } })));
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const checked = rankingPositionQuerySchema.shape.keyword.safeParse(keyword);
    if (!checked.success) {
      setAnswer(null);
      check.setError(localizeMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    void check.run(gig, keyword);
  };
  return (
    <section className="an-card rk-check" aria-labelledby="rk-check-title">
      <h2 id="rk-check-title">{t('analytics:ranking.check.title')}</h2>
      <form onSubmit={submit} className="an-controls" noValidate>
        <label>
          {t('analytics:ranking.check.gig')}
          <select value={gig} onChange={(e) => setGig(e.target.value)}>
            {gigs.map((g) => (
              <option key={g.id} value={g.id} dir="auto">
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('analytics:ranking.check.keyword')}
          <input
            type="search"
            value={keyword}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
            aria-invalid={check.error ? true : undefined}
            aria-describedby={check.error ? errorId : undefined}
          />
        </label>
        <button type="submit" className="btn" disabled={check.busy || gig === ''}>
          {check.busy ? t('analytics:ranking.check.checking') : t('analytics:ranking.check.submit')}
        </button>
      </form>
      {check.error && (
        <p id={errorId} role="alert" className="text-error">
          {check.error}
        </p>
      )}
      <div aria-live="polite">{answer && !check.busy && <Answer answer={answer} />}</div>
    </section>
  );
}
