import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'Cette session n’a pas encore d’horaire accepté : vous pourrez l’ajouter à un agenda dès que l’expert l’aura acceptée.',
  'suspension.signIn': 'Votre compte est suspendu jusqu’à ce que notre équipe lève la suspension ; l’e-mail que nous avons envoyé en donne la raison.',
  'suspension.signInUntil': 'Votre compte est suspendu jusqu’au {{until}} ; l’e-mail que nous avons envoyé en donne la raison.',
} satisfies MessageCatalogue;
