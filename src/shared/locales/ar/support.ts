import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'topic': 'اختر موضوعًا من القائمة',
  'subjectShort': 'اكتب عنوانًا من {{min}} أحرف على الأقل',
  'subjectLong': 'يجب ألا يتجاوز العنوان {{max}} حرفًا',
  'messageShort': 'اكتب {{min}} أحرف على الأقل',
  'messageLong': 'يجب ألا تتجاوز الرسالة {{max}} حرف',
  'emailRequired': 'أدخل البريد الإلكتروني الذي نرد عليك فيه',
  'notFound': 'طلب الدعم غير موجود',
} satisfies MessageCatalogue;
