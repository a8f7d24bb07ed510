import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { PricingTier } from '#shared/domain/gig-pricing';
import { slotLabel } from './slot-days';
import { deviceTimeZone } from './time';
import { TEXTS } from './texts';

/** The gig page's next open start time of a package, in the visitor's time zone (issue 27). */
export function NextOpenSlot({ gigId, tier }: { gigId: string; tier: PricingTier }) {
  const slots = useQuery(['gigSlots', gigId, tier], (signal) => call('gigSlots', { params: { id: gigId }, query: { tier }, signal }));
  if (slots.status !== 'ready') return null;
  const zone = deviceTimeZone();
  const next = slots.data.nextOpenSlot;
  return (
    <p className="gig-next-slot" data-testid="next-open-slot">
      <strong>{TEXTS.nextOpen}:</strong> {next ? `${slotLabel(next, zone)} (${zone})` : TEXTS.nextOpenNone}
    </p>
  );
}
