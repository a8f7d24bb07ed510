import type { Catalogue } from '#i18n/namespaces';

export default {
  'title': '리뷰 남기기',
  'rating': '평점',
  'stars_other': '별 {{n}}개',
  'starsOutOf': '별 {{max}}개 중 {{rating}}개',
  'question': '세션은 어떠셨나요?',
  'nameShown': '내 이름 표시 방식',
  'send': '리뷰 보내기',
  'sending': '보내는 중…',
  'reviews': '리뷰',
  'none': '아직 리뷰가 없습니다.',
  'count_other': '리뷰 {{n}}개',
  'starRow': '{{stars}}: {{reviews}}',
  'expertReply': '전문가의 답글',
  'replyLabel': '공개 답글',
  'sendReply': '답글 게시',
  'newer': '최신',
  'older': '이전',
  'pageOf': '{{total}}페이지 중 {{page}}페이지',
  'loadFailed': '리뷰를 불러오지 못했습니다.',
} satisfies Catalogue;
