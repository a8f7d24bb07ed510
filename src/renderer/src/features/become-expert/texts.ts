import { STAY_ON_PLATFORM_RULE } from '#shared/domain/contact-masking';
/** The page texts of the become-expert flow (the rules' messages live in shared/domain/expert). */
export const STEPS = [
  { id: 'personal_info', name: 'Personal Info', path: '/become_expert/personal_info', progress: 25 },
  { id: 'professional_info', name: 'Professional Info', path: '/become_expert/professional_info', progress: 50 },
  { id: 'account_security', name: 'Account Security', path: '/become_expert/account_security', progress: 80 },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

export const PATHS = {
  landing: '/become_expert',
  overview: '/become_expert/overview',
  right: '/become_expert/overview/right',
  wrong: '/become_expert/overview/wrong',
  personal: '/become_expert/personal_info',
  professional: '/become_expert/professional_info',
  security: '/become_expert/account_security',
} as const;

export const newGigPath = (userName: string) => `/users/${encodeURIComponent(userName)}/manage_gigs/new`;

export const INTRO = {
  overview: {
    title: 'Create your expert profile',
    sections: [
      {
        heading: 'Why',
        text: 'Your expert profile is what curious people see before they book a live call with you. A clear, honest profile gets you found by software and by skill, and helps buyers trust you.',
      },
      {
        heading: 'What is needed',
        text: 'About 10 minutes, a profile picture, a short bio of at least 150 characters, the languages you speak, your profession, your skills and the softwares you know, and a mobile number to verify.',
      },
      {
        heading: "What's next",
        text: 'Once your profile is set, you create gigs: services priced in credits that buyers book as live calls.',
      },
    ],
  },
  right: {
    title: 'How to set up a successful profile?',
    points: [
      'Use a clear, friendly photo of your face.',
      'Write a bio that says what you help with and how you work in a live session.',
      'List the skills and softwares you really master, with honest levels and experience.',
      'Add every language you can hold a session in.',
      'Verify your mobile number so buyers know you are real.',
    ],
  },
  wrong: {
    title: 'What Can Get You Removed?',
    intro: `${STAY_ON_PLATFORM_RULE} An expert can be removed for:`,
    points: [
      'Taking payments outside the platform',
      'Chatting or calling off-platform',
      'Faking skills or credentials',
      'Giving illegal or harmful advice',
      'Spamming or pitching',
      'Skipping booked sessions',
    ],
    note: 'We may ask you to verify your identity.',
  },
} as const;

export const FORM_TEXTS = {
  privateBadge: 'Private',
  continue: 'Continue',
  back: 'Back',
  finish: 'Finish',
  submitting: 'Submitting…',
  checking: 'Checking…',
  suggestions: 'Try one of these:',
  pictureUpload: 'Upload photo',
  pictureUploading: 'Uploading…',
  strengthsPrompt: 'Choose at least 5 strengths',
  addProfession: 'Add profession',
  addNewSkill: 'Add New',
  emailVerified: 'Verified',
  emailNotVerified: 'Not verified',
  resendLink: 'Resend verification email',
  resent: 'We sent you a new verification link. Open it, then come back here.',
  successTitle: 'Your seller profile is all set!',
  successText: 'You can create your first gig now, or do it later from your dashboard.',
  done: 'Done',
  createGig: 'Create Gig',
  fixEarlierStep: 'Please complete the earlier steps first.',
} as const;
