/**
 * The English source of the reports' messages: the limits and refusals of reporting content. A
 * catalogue apart from ./messages so only the chunks of the pages with a report button carry it
 * (src/renderer/src/i18n/on-demand-messages.ts); src/shared/i18n/english-reports.ts reads it.
 */
export default {
  'perDay': 'You can send at most {{max}} reports a day. Try again tomorrow.',
  'alreadyOpen': 'You already reported this. Our team is looking at it.',
  'ownContent': 'You cannot report your own content.',
  'notFound': 'There is nothing to report there: it may have been deleted.',
  'sent': 'Thank you. Our team will look at this report.',
} as const;
