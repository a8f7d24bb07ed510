import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'topic': '목록에서 주제를 선택하세요',
  'subjectShort': '제목을 {{min}}자 이상 입력하세요',
  'subjectLong': '제목은 최대 {{max}}자입니다',
  'messageShort': '{{min}}자 이상 입력하세요',
  'messageLong': '메시지는 최대 {{max}}자입니다',
  'emailRequired': '답변을 받을 이메일 주소를 입력하세요',
  'notFound': '지원 요청을 찾을 수 없습니다',
} satisfies MessageCatalogue;
