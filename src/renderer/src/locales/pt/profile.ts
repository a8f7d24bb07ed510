import type { Catalogue } from '#i18n/namespaces';

export default {
  'loading': 'Carregando...',
  'welcome': 'Boas-vindas! <name>{{name}}</name>',
  'intro': 'Este é o seu perfil de curiosidades.',
  'joined': 'Membro desde {{date}}',
  'signInToSee': 'Entre para ver seu perfil e seus pedidos.',
  'signIn': 'Entrar',
} satisfies Catalogue;
