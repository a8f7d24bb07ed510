import { formatSessionTime } from '#shared/domain/booking';
import { deviceTimeZone } from './time';

/** A moment in the device's time zone, e.g. "3 Mar 2026, 14:30 GMT+5:30". */
export const formatDateTime = (iso: string): string => formatSessionTime(iso, deviceTimeZone());
