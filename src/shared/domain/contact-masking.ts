import { english } from '#shared/i18n/english';
import { asciiDigits, spelledNumberSpans } from './spelled-numbers';
/**
 * Staying on the platform (expert spec section 1: an expert can be removed for "taking
 * payments outside the platform, chatting or calling off-platform"). Before a booking exists between
 * two people, contact details and payment or call links in their messages are hidden from the
 * recipient, and the sender is told why. One rule, run by the server on every message it delivers.
 */

export const CONTACT_KINDS = ['phone', 'email', 'upi', 'link'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * The marker the server stores in place of a hidden detail; the client shows it in the reader's
 * language (the conversations catalogue's `hiddenUntilBooked`).
 */
export const HIDDEN_CONTACT_TEXT = '[hidden until booked]';

/** The rule the onboarding pages state ("What Can Get You Removed?"), and the reason given here. */
export const STAY_ON_PLATFORM_RULE = english('messages:contact.stayOnPlatform');

/** What the sender is told when part of their message was hidden. */
export const CONTACT_HIDDEN_NOTICE = english('messages:contact.hiddenNotice');

/** Digits people separate numbers with; a phone number has 10 to 15 digits. */
const PHONE = /(?<![\w+])\+?\d(?:[ \-.()]{0,3}\d){9,14}(?!\w)/g;

/**
 * Dates and times, which are digit runs too: read before phone numbers and left as they are
 * (2026-11-25, 25/11/2026, 25.11.26, 10:30, 10:30:15).
 */
const DAY_OR_MONTH = '(?:[012]?\\d|3[01])';
const DATES_AND_TIMES = new RegExp(
  [
    '\\b\\d{4}-[01]?\\d-[0-3]?\\d\\b',
    `\\b${DAY_OR_MONTH}[/.-]${DAY_OR_MONTH}[/.-](?:\\d{4}|\\d{2})\\b`,
    '\\b[0-2]?\\d:[0-5]\\d(?::[0-5]\\d)?\\b',
  ]
    // A date is not part of a longer run of digits and separators (98-76-54-32-10 is a number).
    .map((date) => `(?<!\\d[/.-]?)${date}(?![/.-]?\\d)`)
    .join('|'),
  'g',
);

/** Email addresses, also written out ("name at gmail dot com", "name[at]gmail[.]com"). */
const EMAIL =
  /(?<![\w.+-])[\w.+-]+(?:@|\s*[[(]\s*at\s*[\])]\s*|\s+at\s+)[a-z0-9-]+(?:(?:\.|\s*[[(]\s*(?:dot|\.)\s*[\])]\s*|\s+dot\s+)[a-z0-9-]+)*(?:\.|\s*[[(]\s*(?:dot|\.)\s*[\])]\s*|\s+dot\s+)[a-z]{2,24}\b/gi;

/**
 * UPI ids are handle@provider, and the providers are a known list (NPCI's PSP handles), so
 * `package@latest` or `@media` in a code question is left alone.
 */
const UPI_PROVIDERS = [
  'upi', 'ybl', 'ibl', 'axl', 'apl', 'yapl', 'paytm', 'pthdfc', 'ptaxis', 'ptyes', 'ptsbi',
  'okaxis', 'oksbi', 'okhdfcbank', 'okicici', 'icici', 'sbi', 'hdfcbank', 'axisbank', 'axisb',
  'kotak', 'kmbl', 'yesbank', 'yesbankltd', 'idfcbank', 'idfcfirst', 'indus', 'federal', 'fbl',
  'rbl', 'aubank', 'barodampay', 'unionbank', 'uboi', 'pnb', 'boi', 'cnrb', 'kbl', 'dbs', 'hsbc',
  'sc', 'citi', 'citigold', 'airtel', 'jio', 'freecharge', 'ikwik', 'mobikwik', 'jupiteraxis',
  'fam', 'slice', 'naviaxis', 'waicici', 'wahdfcbank', 'waaxis', 'wasbi', 'abfspay', 'timecosmos',
  'postbank', 'allbank', 'andb', 'centralbank', 'equitas', 'indianbank', 'iob', 'jkb', 'karb',
  'kvb', 'lvb', 'obc', 'psb', 'sib', 'tjsb', 'ucobank', 'utbi', 'vijb', 'dlb', 'csbpay',
] as const;
const UPI = new RegExp(`(?<![\\w.-])[\\w.-]{2,256}@(?:${UPI_PROVIDERS.join('|')})\\b`, 'gi');

/**
 * Links that pay outside the platform or move the conversation or the call elsewhere. Other links
 * (documentation, code, a portfolio) stay.
 */
const OFF_PLATFORM_HOSTS = [
  'paypal\\.me', 'paypal\\.com', 'buymeacoffee\\.com', 'ko-fi\\.com', 'razorpay\\.me', 'rzp\\.io',
  'pages\\.razorpay\\.com', 'buy\\.stripe\\.com', 'checkout\\.stripe\\.com', 'venmo\\.com', 'cash\\.app',
  'wise\\.com/pay', 'pay\\.google\\.com', 'instamojo\\.com', 'payu\\.in', 'paytm\\.me', 'phon\\.pe',
  'wa\\.me', 'api\\.whatsapp\\.com', 'chat\\.whatsapp\\.com', 't\\.me', 'telegram\\.me', 'signal\\.me',
  'discord\\.gg', 'zoom\\.us', 'meet\\.google\\.com', 'teams\\.microsoft\\.com', 'teams\\.live\\.com',
  'calendly\\.com', 'join\\.skype\\.com',
];
const LINK = new RegExp(
  `(?:\\b(?:upi|skype|tel|mailto|whatsapp):[^\\s]+)|(?:(?:https?://)?(?:[a-z0-9-]+\\.)*(?:${OFF_PLATFORM_HOSTS.join('|')})(?:[/?#][^\\s]*)?)(?![\\w.-])`,
  'gi',
);

interface Span {
  start: number;
  end: number;
  kind: ContactKind;
}

function spansOf(text: string, re: RegExp, kind: ContactKind): Span[] {
  return [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, kind }));
}

/** The text with dates and times blanked (same length), so their digits never read as a phone number. */
function withoutDates(text: string): string {
  return text.replace(DATES_AND_TIMES, (m) => 'x'.repeat(m.length));
}

export interface MaskResult {
  text: string;
  /** The kinds of detail hidden, each once; empty when nothing was. */
  hidden: ContactKind[];
}

/** Hides every contact detail and off-platform link in a message. */
export function maskContactDetails(text: string): MaskResult {
  // Digits of any script read as ASCII ones (same length), dates and times blanked.
  const digits = withoutDates(asciiDigits(text));
  const spans = [
    ...spansOf(text, LINK, 'link'),
    ...spansOf(text, UPI, 'upi'),
    ...spansOf(text, EMAIL, 'email'),
    ...spansOf(digits, PHONE, 'phone'),
    ...spelledNumberSpans(digits).map(([start, end]): Span => ({ start, end, kind: 'phone' })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  const hidden = new Set<ContactKind>();
  for (const s of spans) {
    if (s.start < at) continue; // inside a detail already hidden
    out += text.slice(at, s.start) + HIDDEN_CONTACT_TEXT;
    at = s.end;
    hidden.add(s.kind);
  }
  out += text.slice(at);
  return { text: out, hidden: CONTACT_KINDS.filter((k) => hidden.has(k)) };
}
