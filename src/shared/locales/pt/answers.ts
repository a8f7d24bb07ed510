import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'booking.notScheduledYet': 'Esta sessão ainda não tem horário aceito: ela pode ser adicionada a uma agenda quando o especialista a aceitar.',
  'suspension.signIn': 'Sua conta está suspensa até que nossa equipe retire a suspensão; o e-mail que enviamos explica o motivo.',
  'suspension.signInUntil': 'Sua conta está suspensa até {{until}}; o e-mail que enviamos explica o motivo.',
} satisfies MessageCatalogue;
