import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'enterCode': 'Digite o código de {{digits}} dígitos do seu aplicativo autenticador.',
  'enterCodeOrRecovery': 'Digite o código de {{digits}} dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.',
  'wrongCode': 'Esse código não está certo ou já foi usado. Digite o código mais recente do aplicativo.',
  'alreadyEnabled': 'O login em duas etapas já está ativado na sua conta.',
  'notEnabled': 'O login em duas etapas não está ativado na sua conta.',
  'noEnrolment': 'Comece de novo a configuração do login em duas etapas: esta configuração terminou.',
  'enabled': 'O login em duas etapas está ativado. Guarde seus códigos de recuperação em um lugar seguro.',
  'disabled': 'O login em duas etapas está desativado.',
  'verified': 'Código aceito.',
  'required': 'Digite um código do seu aplicativo autenticador para continuar: ele é pedido de novo após {{minutes}} minutos.',
  'setupRequired': 'Ative primeiro o login em duas etapas nas configurações da sua conta.',
} satisfies MessageCatalogue;
