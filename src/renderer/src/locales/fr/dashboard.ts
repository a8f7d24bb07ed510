import type { Catalogue } from '#i18n/namespaces';

export default {
  'dashboardTitle': 'Tableau de bord expert',
  'profileTitle': 'Profil d’expert',
  'analyticsTitle': 'Statistiques',
  'analyticsLoading': 'Chargement de vos statistiques…',
  'profileCard': 'Votre profil d’expert',
  'welcome': 'Bon retour, {{name}} ! Voici ce qui se passe dans votre activité d’expert.',
  'expertsOnly': 'Cette page est réservée aux experts. Créez votre profil d’expert pour y accéder.',
  'becomeExpert': 'Devenir expert',
  'editPicture': 'Modifier la photo de profil',
  'pictureUpdateFailed': 'Impossible de mettre à jour la photo de profil.',
  'softwares': 'Logiciels',
} satisfies Catalogue;
