import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'enterCode': '인증 앱의 {{digits}}자리 코드를 입력하세요.',
  'enterCodeOrRecovery': '인증 앱의 {{digits}}자리 코드 또는 복구 코드 중 하나를 입력하세요.',
  'wrongCode': '코드가 올바르지 않거나 이미 사용되었습니다. 앱의 최신 코드를 입력하세요.',
  'alreadyEnabled': '계정에 2단계 로그인이 이미 켜져 있습니다.',
  'notEnabled': '계정에 2단계 로그인이 켜져 있지 않습니다.',
  'noEnrolment': '이 설정은 종료되었습니다. 2단계 로그인 설정을 다시 시작하세요.',
  'enabled': '2단계 로그인이 켜졌습니다. 복구 코드를 안전한 곳에 보관하세요.',
  'disabled': '2단계 로그인이 꺼졌습니다.',
  'verified': '코드가 확인되었습니다.',
  'required': '계속하려면 인증 앱의 코드를 입력하세요. {{minutes}}분 후에 다시 요청됩니다.',
  'setupRequired': '먼저 계정 설정에서 2단계 로그인을 켜세요.',
} satisfies MessageCatalogue;
