import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'لا يوجد وقت مقبول لهذه الجلسة بعد: يمكن إضافتها إلى التقويم بعد أن يقبلها الخبير.',
} satisfies MessageCatalogue;
