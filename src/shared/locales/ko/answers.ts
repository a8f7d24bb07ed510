import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': '이 세션은 아직 확정된 시간이 없습니다. 전문가가 수락하면 캘린더에 추가할 수 있습니다.',
} satisfies MessageCatalogue;
