import english from '#locales/en/wallet';
import { englishText } from '#ui/english-text';

const plural = (key: string, n: number) => `${key}_${n === 1 ? 'one' : 'other'}`;

/**
 * The pay page's English texts, as the e2e suite reads them (tests/e2e/web/wallet-razorpay.spec.ts):
 * from the English catalogue, so each text lives in one place. The page itself asks the catalogue.
 */
export const PAYMENT_TEXTS = {
  payTitle: englishText(english, 'wallet:payTitle'),
  payFor: (credits: number, rupees: string) => englishText(english, plural('wallet:payFor', credits), { n: String(credits), rupees }),
  paid: (credits: number) => englishText(english, plural('wallet:paid', credits), { n: String(credits) }),
  notFound: englishText(english, 'wallet:notFound'),
} as const;
