import type { Catalogue } from '#i18n/namespaces';

export default {
  'loading': 'Chargement…',
  'welcome': 'Bienvenue ! <name>{{name}}</name>',
  'intro': 'Voici votre profil de curiosités.',
  'joined': 'Inscrit le {{date}}',
  'signInToSee': 'Connectez-vous pour voir votre profil et vos commandes.',
  'signIn': 'Se connecter',
} satisfies Catalogue;
