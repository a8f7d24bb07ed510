import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'Esta sessão ainda não tem horário aceito: ela pode ser adicionada a uma agenda quando o especialista a aceitar.',
} satisfies MessageCatalogue;
