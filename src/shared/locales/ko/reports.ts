import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'perDay': '하루에 최대 {{max}}건까지 신고할 수 있습니다. 내일 다시 시도하세요.',
  'alreadyOpen': '이미 신고하셨습니다. 저희 팀이 검토하고 있습니다.',
  'ownContent': '내 콘텐츠는 신고할 수 없습니다.',
  'notFound': '신고할 대상이 없습니다. 삭제되었을 수 있습니다.',
  'sent': '감사합니다. 저희 팀이 이 신고를 검토하겠습니다.',
} satisfies MessageCatalogue;
