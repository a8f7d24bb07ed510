/**
 * The server's answers that no page builds itself (a refusal only the server can know): English
 * source. They are not in the entry's message catalogue (./messages.ts), which every page carries:
 * a page in another language loads this catalogue with its own messages, and English shows the
 * answer as the server wrote it. Keys differ from those of ./messages.ts (a test checks it).
 */
export default {
  'booking.notScheduledYet': 'This session has no accepted time yet: it can be added to a calendar once the expert accepts it.',
  'suspension.signIn': 'Your account is suspended until our team lifts it; the email we sent says why.',
  'suspension.signInUntil': 'Your account is suspended until {{until}}; the email we sent says why.',
} as const;
