/**
 * The English source of the support form's messages (its field rules and the server's answers): a
 * catalogue apart from ./messages so only the chunks of the help page's form carry it
 * (src/renderer/src/i18n/on-demand-messages.ts); src/shared/i18n/english-support.ts reads it.
 */
export default {
  'topic': 'Choose a topic from the list',
  'subjectShort': 'Write a subject of at least {{min}} characters',
  'subjectLong': 'Keep the subject to at most {{max}} characters',
  'messageShort': 'Write at least {{min}} characters',
  'messageLong': 'A message has at most {{max}} characters',
  'emailRequired': 'Give the email address where we can answer you',
  'notFound': 'Support request not found',
} as const;
