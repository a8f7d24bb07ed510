import type { Catalogue } from '#i18n/namespaces';

export default {
  'hero.title': '오늘은 무엇이 궁금하신가요?',
  'hero.subtitle': '높은 평가를 받은 전문가에게 실시간으로 질문을 해결하세요.',
  'search.placeholder': '궁금한 것이 있나요? 물어보세요…',
  'search.skill': '기술',
  'search.allSkills': '모든 기술',
  'trending': '인기 검색어:',
  'strip.software': '소프트웨어별 전문가',
  'strip.skill': '기술별 전문가',
  'seeMore': '더 보기',
  'seeMore.software': '소프트웨어 더 보기',
  'seeMore.skill': '기술 더 보기',
  'soon.title': '곧 찾아옵니다!!',
  'soon.signedOut': '미리 가입하고 서비스 시작 소식을 가장 먼저 받아 보세요',
  'soon.signUp': '가입하기',
  'soon.signedIn': '축하합니다! 사전 알림 명단에 등록되었습니다. 서비스가 시작되면 가장 먼저 알려 드릴게요.',
  'soon.saveFailed': '사전 알림 명단에 등록하지 못했습니다.',
} satisfies Catalogue;
