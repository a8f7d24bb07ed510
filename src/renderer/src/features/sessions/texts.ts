import { END_WARNING_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { LOAD_TEXTS } from '#ui/load-texts';
import type { MediaProblem } from './call/local-media';
import type { QualityLevel } from './call/quality';

/** The session room's texts (issue 15); the window and settlement rules live in shared/domain/session. */
export const TEXTS = {
  ...LOAD_TEXTS,

  title: 'Session',
  roomTitle: (gig: string) => `Session: ${gig}`,
  withPerson: (name: string) => `With ${name}`,
  join: 'Join session',
  joinSession: 'Join session',
  joining: 'Joining…',
  rejoin: 'Rejoin',
  opensIn: (countdown: string) => `The room opens in ${countdown}.`,
  opensAt: (time: string) => `It opens at ${time}, ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
  openNow: 'The room is open.',
  startsIn: (countdown: string) => `The session starts in ${countdown}.`,
  noTime: 'This booking has no accepted start time yet, so its room is not open.',
  notAccepted: 'This booking is not an accepted session, so its room is not open.',
  closed: 'This session’s room has closed.',
  toBooking: 'Open the booking',
  checkDevices: 'Check your camera and microphone',
  devicesTitle: 'Your camera and microphone',
  camera: 'Camera',
  microphone: 'Microphone',
  speaker: 'Speaker',
  systemDefault: 'System default',
  speakerUnsupported: 'This browser plays sound on the system’s default speaker.',
  micLevel: 'Microphone level',
  noMediaJoin: 'You can still join: the other person will hear and see you once a device works.',
  problem: (kind: 'camera' | 'microphone', problem: MediaProblem): string => {
    const device = kind === 'camera' ? 'camera' : 'microphone';
    switch (problem) {
      case 'denied':
        return `Access to your ${device} was refused. Allow it in your browser’s (or your system’s) settings for this site, then reload this page.`;
      case 'missing':
        return `No ${device} was found. Connect one, or join without it.`;
      case 'busy':
        return `Your ${device} is being used by another app. Close that app, then choose the ${device} again.`;
      default:
        return `Your ${device} could not be started.`;
    }
  },
  settlementTitle: 'How the session is settled',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  shareScreen: 'Share screen',
  stopSharing: 'Stop sharing',
  chat: 'Chat',
  hideChat: 'Hide chat',
  leave: 'Leave',
  you: 'You',
  yourScreen: 'Your screen',
  theirScreen: (name: string) => `${name}’s screen`,
  cameraIsOff: 'Camera off',
  waitingFor: (name: string) => `Waiting for ${name} to join…`,
  connecting: (name: string) => `Connecting to ${name}…`,
  reconnecting: 'Reconnecting…',
  elapsed: 'Elapsed',
  booked: 'Booked',
  extraTime: 'Extra time',
  endsIn: (clock: string) => `Room closes in ${clock}`,
  endWarning: `The session ends in ${END_WARNING_MINUTES} minutes: the room closes for both of you then.`,
  ended: {
    left: 'You left the session.',
    'window-closed': 'The session has ended: its time is up.',
    settled: 'The session has ended and has been settled.',
    replaced: 'You joined this session from another tab or window, so it continues there.',
    'signed-out': 'You were signed out. Sign in again to rejoin.',
    refused: 'You could not join this session.',
  },
  quality: {
    label: 'Connection',
    good: 'Good connection',
    fair: 'Fair connection',
    poor: 'Poor connection',
    unknown: 'Measuring connection…',
  } satisfies Record<QualityLevel | 'label', string>,
  qualityDetails: (rtt: string, loss: string, bitrate: string, relayed: boolean) =>
    `Round trip ${rtt} · packet loss ${loss} · ${bitrate}${relayed ? ' · through a relay' : ''}`,
  relayOn: 'Every path goes through the relay server (relay=1).',
  pickScreen: 'Choose what to share',
  screens: 'Screens',
  windows: 'Windows',
  share: 'Share',
  cancel: 'Cancel',
  noSources: 'Nothing can be shared right now.',
  shareFailed: 'Screen sharing could not start.',
  chatTitle: 'Chat',
  chatEmpty: 'No messages yet. Messages stay with the booking.',
  chatLabel: 'Message',
  chatPlaceholder: 'Write a message',
  send: 'Send',
  sending: 'Sending…',
  earlier: 'Load earlier messages',
  chatHistory: 'Chat of this session',
} as const;
