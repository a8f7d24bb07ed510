import { useTranslation } from 'react-i18next';
import { LEVEL_STRIKE_WINDOW_DAYS, LEVEL_WINDOW_DAYS } from '#shared/domain/levels';
import { Page } from '#ui/Page';
import { ThresholdTable } from '../ThresholdTable';
import '#ui/forms.css';
import '../levels.css';

/** /levels: how experts' levels are earned, with the table the evaluation applies, as it is. */
export default function LevelsPage() {
  const { t } = useTranslation(['levels']);
  return (
    <Page title={t('levels:public.title')} className="page page-stack">
      <p className="lv-lead">{t('levels:public.lead')}</p>
      <section className="section" aria-labelledby="levels-table">
        <h2 id="levels-table">{t('levels:public.table')}</h2>
        <ThresholdTable captionId="levels-table" />
      </section>
      <p className="lv-lead">{t('levels:public.window', { days: LEVEL_WINDOW_DAYS, strikeDays: LEVEL_STRIKE_WINDOW_DAYS })}</p>
      <p className="lv-lead">{t('levels:public.daily')}</p>
      <p className="lv-lead">{t('levels:public.new')}</p>
    </Page>
  );
}
