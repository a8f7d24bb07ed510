import { useTranslation } from 'react-i18next';
import { Page } from '#ui/Page';

export default function NotFoundPage() {
  const { t } = useTranslation(['shell']);
  return <Page title={t('shell:notFound.title')} />;
}
