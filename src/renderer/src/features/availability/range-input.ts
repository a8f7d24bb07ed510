/**
 * A range's end of "24:00" (midnight, the end of the day) shows as 00:00 in a time input, which
 * cannot hold 24:00; an end set to 00:00 is saved as 24:00.
 */
export const endToInput = (end: string): string => (end === '24:00' ? '00:00' : end);
export const endFromInput = (value: string): string => (value === '00:00' ? '24:00' : value);
/** A time input's value as HH:MM (Chromium may add seconds). */
export const timeFromInput = (value: string): string => value.slice(0, 5);
