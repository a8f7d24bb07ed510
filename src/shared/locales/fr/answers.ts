import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'Cette session n’a pas encore d’horaire accepté : vous pourrez l’ajouter à un agenda dès que l’expert l’aura acceptée.',
} satisfies MessageCatalogue;
