import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'perDay': 'Você pode enviar no máximo {{max}} denúncias por dia. Tente novamente amanhã.',
  'alreadyOpen': 'Você já denunciou isto. Nossa equipe está analisando.',
  'ownContent': 'Você não pode denunciar o seu próprio conteúdo.',
  'notFound': 'Não há nada para denunciar aqui: o conteúdo pode ter sido excluído.',
  'sent': 'Obrigado. Nossa equipe vai analisar esta denúncia.',
} satisfies MessageCatalogue;
