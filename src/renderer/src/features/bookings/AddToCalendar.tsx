import { useTranslation } from 'react-i18next';
import { CalendarPlus2 } from 'lucide-react';
import { downloadFile } from '#api/download';
import { useAction } from '#api/use-action';

/** An accepted session's event for the reader's calendar: the .ics file its acceptance mail carries. */
export function AddToCalendar({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['bookings']);
  const save = useAction(() => downloadFile(`/api/bookings/${encodeURIComponent(bookingId)}/session.ics`, 'qurious-session.ics'));
  return (
    <div className="row">
      <button type="button" className="btn is-secondary" disabled={save.busy} onClick={() => void save.run()}>
        <CalendarPlus2 size={16} aria-hidden="true" />
        {t('bookings:addToCalendar')}
      </button>
      {save.error && (
        <p className="text-error" role="alert">
          {save.error}
        </p>
      )}
    </div>
  );
}
