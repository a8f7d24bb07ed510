import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'لا يوجد وقت مقبول لهذه الجلسة بعد: يمكن إضافتها إلى التقويم بعد أن يقبلها الخبير.',
  'suspension.signIn': 'حسابك موقوف حتى يرفع فريقنا الإيقاف؛ البريد الذي أرسلناه يوضح السبب.',
  'suspension.signInUntil': 'حسابك موقوف حتى {{until}}؛ البريد الذي أرسلناه يوضح السبب.',
} satisfies MessageCatalogue;
