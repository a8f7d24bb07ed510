import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'perDay': 'يمكنك إرسال {{max}} بلاغات على الأكثر في اليوم. حاول مجددًا غدًا.',
  'alreadyOpen': 'لقد أبلغت عن هذا من قبل. فريقنا يراجعه.',
  'ownContent': 'لا يمكنك الإبلاغ عن محتواك.',
  'notFound': 'لا يوجد ما يمكن الإبلاغ عنه هنا: ربما حُذف المحتوى.',
  'sent': 'شكرًا لك. سيراجع فريقنا هذا البلاغ.',
} satisfies MessageCatalogue;
