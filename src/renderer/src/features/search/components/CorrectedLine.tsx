import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** "Showing results for *photoshop* — search instead for *photshop*": the second searches exactly as typed. */
export function CorrectedLine({ corrected, typed, exactHref }: { corrected: string; typed: string; exactHref: string }) {
  const { t } = useTranslation(['search']);
  return (
    <p className="search-corrected" data-testid="search-corrected">
      {t('search:corrected.showing')}{' '}
      <strong>
        <bdi>
          <em>{corrected}</em>
        </bdi>
      </strong>{' '}
      — {t('search:corrected.instead')}{' '}
      <Link to={exactHref}>
        <bdi>
          <em>{typed}</em>
        </bdi>
      </Link>
    </p>
  );
}
