import type { Catalogue } from '#i18n/namespaces';

export default {
  'dashboardTitle': 'Painel do especialista',
  'profileTitle': 'Perfil de especialista',
  'analyticsTitle': 'Estatísticas',
  'analyticsLoading': 'Carregando suas estatísticas…',
  'profileCard': 'Seu perfil de especialista',
  'welcome': 'Bem-vindo de volta, {{name}}! Veja o que está acontecendo com o seu negócio como especialista.',
  'expertsOnly': 'Esta página é para especialistas. Crie seu perfil de especialista para abri-la.',
  'becomeExpert': 'Torne-se um especialista',
  'editPicture': 'Editar foto do perfil',
  'pictureUpdateFailed': 'Não foi possível atualizar a foto do perfil.',
  'softwares': 'Programas',
} satisfies Catalogue;
