import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': '이 세션은 아직 확정된 시간이 없습니다. 전문가가 수락하면 캘린더에 추가할 수 있습니다.',
  'suspension.signIn': '저희 팀이 해제할 때까지 계정이 정지되었습니다. 이유는 보내 드린 이메일에 있습니다.',
  'suspension.signInUntil': '계정이 {{until}}까지 정지되었습니다. 이유는 보내 드린 이메일에 있습니다.',
} satisfies MessageCatalogue;
