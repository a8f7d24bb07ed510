import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'topic': 'Choisissez un sujet dans la liste',
  'subjectShort': 'Écrivez un objet d\'au moins {{min}} caractères',
  'subjectLong': 'L\'objet compte au plus {{max}} caractères',
  'messageShort': 'Écrivez au moins {{min}} caractères',
  'messageLong': 'Un message compte au plus {{max}} caractères',
  'emailRequired': 'Indiquez l\'adresse e-mail où nous pouvons vous répondre',
  'notFound': 'Demande d\'assistance introuvable',
} satisfies MessageCatalogue;
