import type { Catalogue } from '#i18n/namespaces';

export default {
  'hero.title': 'Qu’est-ce qui vous intrigue aujourd’hui ?',
  'hero.subtitle': 'Obtenez des réponses en direct auprès d’experts très bien notés.',
  'search.placeholder': 'Une question en tête ? Demandez…',
  'search.skill': 'Compétence',
  'search.allSkills': 'Toutes les compétences',
  'trending': 'Tendances :',
  'strip.software': 'Experts par logiciel',
  'strip.skill': 'Experts par compétence',
  'seeMore': 'Voir plus',
  'seeMore.software': 'Voir plus de logiciels',
  'seeMore.skill': 'Voir plus de compétences',
  'soon.title': 'Nous arrivons bientôt !!',
  'soon.signedOut': 'Inscrivez-vous dès maintenant pour être prévenu en premier dès l’ouverture',
  'soon.signUp': 'S’inscrire',
  'soon.signedIn': 'Félicitations ! Vous êtes sur la liste des premiers inscrits : nous vous préviendrons en premier dès l’ouverture.',
  'soon.saveFailed': 'Nous n’avons pas pu enregistrer votre place sur la liste des premiers inscrits.',
} satisfies Catalogue;
