import type { Catalogue } from '#i18n/namespaces';

export default {
  'loading': '불러오는 중...',
  'welcome': '환영합니다! <name>{{name}}</name>님',
  'intro': '나의 호기심 프로필입니다.',
  'joined': '가입일: {{date}}',
  'signInToSee': '로그인하면 프로필과 주문을 볼 수 있습니다.',
  'signIn': '로그인',
} satisfies Catalogue;
