import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { useBookingFormat } from './format';
import { deviceTimeZone } from './time';

/** The gig page's next open start time of a package, in the visitor's time zone. */
export function NextOpenSlot({ gigId, tier }: { gigId: string; tier: PricingTier }) {
  const { t } = useTranslation(['bookings']);
  const { slotLabel } = useBookingFormat();
  const slots = useQuery(['gigSlots', gigId, tier], (signal) => call('gigSlots', { params: { id: gigId }, query: { tier }, signal }));
  if (slots.status !== 'ready') return null;
  const zone = deviceTimeZone();
  const next = slots.data.nextOpenSlot;
  return (
    <p className="gig-next-slot" data-testid="next-open-slot">
      <strong>{t('bookings:nextOpen')}:</strong> {next ? t('bookings:nextOpenSlot', { slot: slotLabel(next, zone), zone }) : t('bookings:nextOpenNone')}
    </p>
  );
}
