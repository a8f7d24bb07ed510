import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'perDay': 'Vous pouvez envoyer au plus {{max}} signalements par jour. Réessayez demain.',
  'alreadyOpen': 'Vous avez déjà signalé ceci. Notre équipe l’examine.',
  'ownContent': 'Vous ne pouvez pas signaler votre propre contenu.',
  'notFound': 'Il n’y a rien à signaler ici : le contenu a peut-être été supprimé.',
  'sent': 'Merci. Notre équipe examinera ce signalement.',
} satisfies MessageCatalogue;
