import { Link } from 'react-router-dom';
import type { BookingStage } from '#shared/domain/booking';
import { useTranslation } from 'react-i18next';
import './SessionLink.css';

export const sessionPath = (bookingId: string) => `/sessions/${encodeURIComponent(bookingId)}`;

/** 'Join session' for an accepted booking (its room: lobby, call, chat); nothing otherwise. Inline after text by default. */
export function SessionLink({ bookingId, stage, className }: { bookingId: string; stage: BookingStage | undefined; className?: string }) {
  const { t } = useTranslation(['sessions']);
  if (stage !== 'accepted') return null;
  return (
    <Link to={sessionPath(bookingId)} className={className ?? 'session-link'}>
      {t('sessions:join')}
    </Link>
  );
}
