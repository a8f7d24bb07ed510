import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'topic': 'Escolha um assunto da lista',
  'subjectShort': 'Escreva um assunto com pelo menos {{min}} caracteres',
  'subjectLong': 'O assunto tem no máximo {{max}} caracteres',
  'messageShort': 'Escreva pelo menos {{min}} caracteres',
  'messageLong': 'Uma mensagem tem no máximo {{max}} caracteres',
  'emailRequired': 'Indique o e-mail para onde lhe podemos responder',
  'notFound': 'Pedido de suporte não encontrado',
} satisfies MessageCatalogue;
