import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The way from a search to a request: the form, the keyword carried along. */
export function PostRequestLink({ keyword }: { keyword: string }) {
  const { t } = useTranslation(['search']);
  return (
    <p className="rq-cta">
      <Link to={keyword ? `/requests/new?keyword=${encodeURIComponent(keyword)}` : '/requests/new'}>{t('search:postRequest')}</Link>
    </p>
  );
}
