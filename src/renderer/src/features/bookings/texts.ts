import english from '#locales/en/bookings';
import { englishText } from '#ui/english-text';

/**
 * The bookings texts the orders and wallet features read while they are not on the catalogue
 * yet: in English, from the English catalogue, so each text lives in one place.
 */
export const TEXTS = {
  open: englishText(english, 'bookings:open'),
} as const;
