import type { Catalogue } from '#i18n/namespaces';

export default {
  'dashboardTitle': '전문가 대시보드',
  'profileTitle': '전문가 프로필',
  'analyticsTitle': '분석',
  'analyticsLoading': '분석 데이터를 불러오는 중…',
  'profileCard': '내 전문가 프로필',
  'welcome': '다시 오신 것을 환영합니다, {{name}}님! 전문가 비즈니스의 현황을 확인하세요.',
  'expertsOnly': '이 페이지는 전문가 전용입니다. 전문가 프로필을 만들면 열 수 있습니다.',
  'becomeExpert': '전문가 되기',
  'editPicture': '프로필 사진 수정',
  'pictureUpdateFailed': '프로필 사진을 업데이트하지 못했습니다.',
  'softwares': '소프트웨어',
} satisfies Catalogue;
