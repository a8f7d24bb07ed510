import { describe, expect, it } from 'vitest';
import * as account from '#shared/domain/account';
import * as accountChanges from '#shared/domain/account-changes';
import * as analytics from '#shared/domain/analytics';
import * as availability from '#shared/domain/availability';
import * as booking from '#shared/domain/booking';
import * as gig from '#shared/domain/gig';
import * as gigPricing from '#shared/domain/gig-pricing';
import * as payouts from '#shared/domain/payouts';
import * as media from '#shared/domain/media';
import * as messages from '#shared/domain/messages';
import * as notifications from '#shared/domain/notifications';
import * as review from '#shared/domain/review';
import * as search from '#shared/domain/search';
import { SLOT_MESSAGES } from '#shared/domain/slots';
import * as social from '#shared/domain/social';
import * as text from '#shared/domain/text';
import * as wallet from '#shared/domain/wallet';
import * as accountAnswers from '#shared/domain/account-answers';
import * as accountChangesAnswers from '#shared/domain/account-changes-answers';
import * as analyticsAnswers from '#shared/domain/analytics-answers';
import * as authAnswers from '#shared/domain/auth-answers';
import * as bookingAnswers from '#shared/domain/booking-answers';
import * as gigAnswers from '#shared/domain/gig-answers';
import * as notificationsAnswers from '#shared/domain/notifications-answers';
import * as payoutsAnswers from '#shared/domain/payouts-answers';
import * as reviewAnswers from '#shared/domain/review-answers';
import * as searchAnswers from '#shared/domain/search-answers';
import * as socialAnswers from '#shared/domain/social-answers';
import { SHARED_CATALOGUES } from './catalogues';
import { createLocalizer } from './localizer';
import { createMessageLookup } from './message-lookup';

/** As a page in another language holds them: the messages with the server's answers (src/renderer/src/i18n/language-catalogue.ts). */
const both = (language: 'en' | 'fr' | 'ar') => ({ ...SHARED_CATALOGUES[language].messages, ...SHARED_CATALOGUES[language].answers });
const english = both('en');
const localizer = (language: 'fr' | 'ar', missing: string[] = []) => createLocalizer(english, both(language), language, (key) => missing.push(key));
const translated = (language: 'fr' | 'ar', key: string) => both(language)[key];

/** The domain's rule messages come from the message catalogue, so the client shows them in the user's language. */
describe('the domain rule messages in the catalogue', () => {
  it('finds every *_MESSAGE constant of the converted rules in the English catalogue', () => {
    const find = createMessageLookup(english);
    const modules = { account, accountChanges, analytics, availability, booking, gig, gigPricing, media, messages, notifications, payouts, review, search, social, text, wallet, accountAnswers, accountChangesAnswers, analyticsAnswers, authAnswers, bookingAnswers, gigAnswers, notificationsAnswers, payoutsAnswers, reviewAnswers, searchAnswers, socialAnswers };
    const constants = Object.values(modules).flatMap((m) =>
      Object.entries(m).filter((e): e is [string, string] => e[0].endsWith('_MESSAGE') && typeof e[1] === 'string'),
    );
    expect(constants.length).toBeGreaterThan(50);
    expect(constants.filter(([, message]) => find(message) === null).map(([name]) => name)).toEqual([]);
    const more = [
      ...Object.values(messages.MESSAGE_TEXTS),
      ...Object.values(SLOT_MESSAGES).flatMap((m) => Object.values(m).map((v) => (typeof v === 'string' ? v : v(2)))),
      social.PROVIDER_LINKED_MESSAGE('google.com'),
      media.galleryTooSmallMessage(300, 200),
    ];
    expect(more.filter((message) => find(message) === null)).toEqual([]);
  });

  it('keeps the English texts, the spec’s exactly', () => {
    expect(gig.SOFTWARE_REQUIRED_MESSAGE).toBe('Atleast one software is required');
    expect(gig.TAGS_REQUIRED_MESSAGE).toBe('Atleast 4 tags are required');
    expect(gigPricing.PRICING_REQUIRED_MESSAGE).toBe('All the fields are mandatory');
    expect(booking.TIME_TOO_FAR_MESSAGE).toBe(`Start times must be within ${booking.BOOKING_WINDOW_DAYS} days`);
    expect(wallet.TOPUP_RANGE_MESSAGE).toBe('Buy between 1 and 10,000 credits at a time');
    expect(SLOT_MESSAGES.buyer.notice(1)).toBe("The expert needs at least 1 hour's notice. Pick a later time.");
    expect(SLOT_MESSAGES.buyer.horizon(3)).toBe('The expert takes bookings up to 3 days ahead.');
    expect(SLOT_MESSAGES.expert.notice(2)).toBe('That time is less than your minimum notice (2 hours) away. Pick another time or decline.');
    expect(text.NUL_CHARACTER_MESSAGE).toBe('Text cannot contain the NUL character (\\u0000).');
    expect(payouts.WITHDRAW_RANGE_MESSAGE).toMatch(/^Withdraw between \d+ and [\d,]+ credits at a time$/);
  });

  it('shows a booking rule and a wallet rule in French and Arabic, as a message and as a server answer', () => {
    for (const language of ['fr', 'ar'] as const) {
      const missing: string[] = [];
      const l = localizer(language, missing);
      expect(l.server('FORBIDDEN', bookingAnswers.ONLY_BUYER_MESSAGE)).toBe(translated(language, 'booking.onlyBuyer'));
      expect(l.message(booking.PROPOSED_TIME_REQUIRED_MESSAGE)).toBe(translated(language, 'booking.proposedTimeRequired'));
      expect(l.message(payouts.UPI_ID_MESSAGE)).toBe(translated(language, 'payouts.upiId'));
      expect(l.server('VALIDATION', payoutsAnswers.NO_PAYOUT_ACCOUNT_MESSAGE)).toBe(translated(language, 'payouts.noAccount'));
      expect(missing).toEqual([]);
    }
    expect(localizer('fr').message(booking.TIME_TOO_FAR_MESSAGE)).toBe(`Les heures de début doivent se situer dans les ${booking.BOOKING_WINDOW_DAYS} jours`);
    expect(localizer('fr').message(wallet.TOPUP_RANGE_MESSAGE)).toBe('Achetez entre 1 et 10,000 crédits à la fois');
    expect(localizer('ar').message(SLOT_MESSAGES.buyer.notice(2))).toBe('يحتاج الخبير إلى إشعار مسبق قبل ساعتين على الأقل. اختر وقتًا لاحقًا.');
    expect(localizer('fr').message(social.PROVIDER_LINKED_MESSAGE('apple.com'))).toBe('Apple est associé. Vous pouvez vous connecter avec.');
    expect(localizer('ar').message(bookingAnswers.ONLY_EXPERT_MESSAGE)).toBe('لا يمكن القيام بذلك إلا لخبير هذا الحجز.');
  });

  it('says how much can be withdrawn in French, its digits as French writes them', () => {
    expect(payouts.withdrawOverAvailableMessage(150)).toBe('You can withdraw up to 150 credits (₹1,500).');
    expect(payouts.withdrawOverAvailableMessage(40)).toBe('You can withdraw once at least 100 credits (₹1,000) of your earnings are available.');
    const missing: string[] = [];
    expect(localizer('fr', missing).message(payouts.withdrawOverAvailableMessage(2500))).toBe(`Vous pouvez retirer jusqu’à ${new Intl.NumberFormat('fr').format(2500)} crédits (₹25,000).`);
    expect(localizer('fr', missing).message(payouts.withdrawOverAvailableMessage(40))).toMatch(/^Vous pourrez retirer dès qu’au moins 100 crédits/);
    expect(missing).toEqual([]);
  });
});
