/** The profile pages (buyer spec section 2, User profile page; the Orders section is in features/orders). The English source. */
export default {
  'loading': 'Loading...',
  'welcome': 'Welcome! <name>{{name}}</name>',
  'intro': 'This is your curiosities profile.',
  'joined': 'Joined on {{date}}',
  'signInToSee': 'Sign in to see your profile and your orders.',
  'signIn': 'Sign in',
} as const;
