import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { toast } from '#ui/toast';

/** The private address of the expert's calendar feed, to copy or replace. */
export function CalendarFeed() {
  const { t } = useTranslation(['availability']);
  const feed = useQuery('calendarFeedGet', (signal) => call('calendarFeedGet', { signal }));
  const rotate = useAction(async () => {
    feed.set(await call('calendarFeedRotate', { body: {} }));
    toast.success(t('availability:rotated'));
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('availability:copied'));
    } catch {
      document.getElementById('av-calendar-link')?.focus();
    }
  };
  return (
    <section className="dash-card" aria-labelledby="av-calendar">
      <h2 id="av-calendar">{t('availability:calendar')}</h2>
      <p className="text-muted">{t('availability:calendarIntro')}</p>
      {feed.status === 'error' && <RetryAlert message={feed.error.message} onRetry={feed.retry} className="text-error" buttonClassName="btn-link" />}
      {feed.data && (
        <div className="av-feed">
          <label className="form-field">
            <span>{t('availability:calendarLink')}</span>
            <input id="av-calendar-link" readOnly value={feed.data.url} onFocus={(e) => e.target.select()} />
          </label>
          <div className="row">
            <button type="button" className="btn is-secondary" onClick={() => void copy(feed.data?.url ?? '')}>
              {t('availability:copy')}
            </button>
            <button type="button" className="btn is-secondary" disabled={rotate.busy} onClick={() => void rotate.run()}>
              {rotate.busy ? t('availability:working') : t('availability:rotate')}
            </button>
          </div>
          {rotate.error && (
            <p className="text-error" role="alert">
              {rotate.error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
