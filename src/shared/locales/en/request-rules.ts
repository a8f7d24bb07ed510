/**
 * The English source of the requests' and offers' messages (their field rules and the server's answers): a
 * catalogue apart from ./messages so only the requests' chunks carry it (src/renderer/src/i18n/on-demand-messages.ts);
 * src/shared/i18n/english-request-rules.ts reads it.
 */
export default {
  'request.titleShort': 'Write a title of at least {{min}} characters',
  'request.titleLong': 'Keep the title to at most {{max}} characters',
  'request.descriptionShort': 'Describe what you need in at least {{min}} characters',
  'request.descriptionLong': 'Keep the description to at most {{max}} characters',
  'request.topicRequired': 'Choose a software or a skill from the catalogue',
  'request.software': 'Choose a software from the list',
  'request.skill': 'Choose a skill from the list',
  'request.sessionTime': 'Choose a session length from the list',
  'request.budget': 'A budget is a whole number of credits from {{min}} to {{max}}',
  'request.budgetOrder': 'The lowest budget cannot be above the highest',
  'request.windowsCount': 'Give from 1 to {{max}} times when you can meet',
  'request.windowOrder': 'A time window must end after it starts and hold the session',
  'request.windowTooLong': 'A time window lasts at most {{hours}} hours',
  'request.windowPast': 'A time window must end in the future, within {{days}} days',
  'request.language': 'Choose a language from the list',
  'request.tooManyOpen': 'You already have {{max}} open requests: close one before posting another.',
  'request.notFound': 'Request not found',
  'request.notOpen': 'This request is no longer open.',
  'request.ownRequest': 'You cannot answer your own request.',
  'request.attachmentsCount': 'Attach at most {{max}} images or PDFs, each once',
  'request.attachmentUnknown': 'Upload the file again: it was not found among your uploads',
  'offer.timesCount': 'Propose from 1 to {{max}} start times',
  'offer.timeOutside': 'Each start time must fall inside one of the buyer\'s windows, the whole session included',
  'offer.credits': 'An offer is priced within the buyer\'s budget, from {{min}} to {{max}} credits',
  'offer.messageLong': 'Keep the message to at most {{max}} characters',
  'offer.packageUnknown': 'Choose one of your active gig packages',
  'offer.already': 'You already answered this request.',
  'offer.tooMany': 'You sent {{max}} offers in the last 24 hours: try again later.',
  'offer.notFound': 'Offer not found',
  'offer.notOpen': 'This offer is no longer open.',
  'offer.pickTime': 'Choose one of the offer\'s start times',
  'offer.declineReason': 'Choose a reason from the list',
} as const;
