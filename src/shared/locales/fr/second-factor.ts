import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'enterCode': 'Saisissez le code à {{digits}} chiffres de votre application d’authentification.',
  'enterCodeOrRecovery': 'Saisissez le code à {{digits}} chiffres de votre application d’authentification, ou l’un de vos codes de secours.',
  'wrongCode': 'Ce code n’est pas correct ou a déjà servi. Saisissez le code le plus récent de votre application.',
  'alreadyEnabled': 'La connexion en deux étapes est déjà activée sur votre compte.',
  'notEnabled': 'La connexion en deux étapes n’est pas activée sur votre compte.',
  'noEnrolment': 'Recommencez la configuration de la connexion en deux étapes : celle-ci a pris fin.',
  'enabled': 'La connexion en deux étapes est activée. Gardez vos codes de secours en lieu sûr.',
  'disabled': 'La connexion en deux étapes est désactivée.',
  'verified': 'Code accepté.',
  'required': 'Saisissez un code de votre application d’authentification pour continuer : il sera redemandé après {{minutes}} minutes.',
  'setupRequired': 'Activez d’abord la connexion en deux étapes dans les paramètres de votre compte.',
} satisfies MessageCatalogue;
