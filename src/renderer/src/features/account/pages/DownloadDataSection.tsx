import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { answeredMessage } from '#features/auth/failure';
import { useTranslation } from 'react-i18next';

/** "Download my data": the account, profile, gigs, bookings, ledger, reviews and sent messages as one JSON file. */
export function DownloadDataSection() {
  const { t } = useTranslation(['account']);
  const download = useAction(
    async () => {
      const data = await call('accountExport');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'qurious-my-data.json';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    { errorOf: (err) => answeredMessage(err, t('account:actionFailed')) },
  );
  return (
    <section className="section" aria-labelledby="data-heading">
      <h2 id="data-heading">{t('account:dataHeading')}</h2>
      <p>{t('account:dataIntro')}</p>
      <button type="button" className="btn is-secondary" disabled={download.busy} onClick={() => void download.run()}>
        {t('account:downloadData')}
      </button>
      {download.error && (
        <p role="alert" className="text-error">
          {download.error}
        </p>
      )}
    </section>
  );
}
