import { BOOKING_WINDOW_DAYS } from '#shared/domain/booking';

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's IANA time zone (what the dialog shows and the server keeps for the expert). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A Date as a datetime-local input value in the device's time zone ("2026-03-01T14:30"). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (device time) as an ISO-8601 UTC string; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The bounds of the time inputs: from the next whole minute to the end of the booking window. */
export function inputBounds(now: Date): { min: string; max: string } {
  const min = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  const max = new Date(now.getTime() + BOOKING_WINDOW_DAYS * 24 * 3600 * 1000);
  return { min: toLocalInput(min), max: toLocalInput(max) };
}

/** A suggested first start time: tomorrow at the next full hour. */
export function suggestedStart(now: Date): string {
  const d = new Date(now.getTime() + 24 * 3600 * 1000);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return toLocalInput(d);
}
