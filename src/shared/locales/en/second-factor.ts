/**
 * The English source of the second factor's messages (two-step sign-in): its rule messages and the
 * server's answers. A catalogue apart from ./messages so only the chunks of the pages that show them
 * carry it (src/renderer/src/i18n/on-demand-messages.ts); src/shared/i18n/english-second-factor.ts reads it.
 */
export default {
  'enterCode': 'Enter the {{digits}}-digit code from your authenticator app.',
  'enterCodeOrRecovery': 'Enter the {{digits}}-digit code from your authenticator app, or one of your recovery codes.',
  'wrongCode': 'That code is not right, or was already used. Enter the newest code from your app.',
  'alreadyEnabled': 'Two-step sign-in is already on for your account.',
  'notEnabled': 'Two-step sign-in is not on for your account.',
  'noEnrolment': 'Start setting up two-step sign-in again: this setup has ended.',
  'enabled': 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  'disabled': 'Two-step sign-in is off.',
  'verified': 'Code accepted.',
  'required': 'Enter a code from your authenticator app to continue: this is asked again after {{minutes}} minutes.',
  'setupRequired': 'Turn on two-step sign-in in your account settings first.',
} as const;
