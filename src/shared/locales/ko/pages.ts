import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'home.title': 'Qurious: 소프트웨어나 기술로 전문가 찾기',
  'site.description': 'Qurious: 소프트웨어나 기술로 전문가를 찾고 궁금한 점을 실시간으로 해결하세요.',
  'notFound': '페이지를 찾을 수 없습니다',
  'about': '소개',
  'help': '도움말',
  'services': '서비스',
  'new': '새로운 기능',
  'terms': '서비스 약관',
  'privacy': '개인정보 처리방침',
  'pro': 'Qurious Pro',
  'proPricing': 'Pro 요금',
  'proBenefits': 'Pro 혜택',
  'categories': '카테고리',
  'softwares': '소프트웨어',
  'domains': '분야',
  'search.expertsFor': '{{keyword}} 전문가',
  'search.all': '전문가 둘러보기',
  'search.description': '{{keyword}} 관련 도움을 줄 수 있는 전문가와 실시간 통화로 만나 보세요.',
  'expert.description': 'Qurious의 {{name}}.',
  'levels': '전문가 등급',
} satisfies MessageCatalogue;
