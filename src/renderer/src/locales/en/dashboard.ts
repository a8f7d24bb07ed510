/** The expert dashboard, the expert profile page and the expert areas' guard (expert spec sections 2 and 6): the English source. */
export default {
  'dashboardTitle': 'Expert dashboard',
  'profileTitle': 'Expert profile',
  'analyticsTitle': 'Analytics',
  'analyticsLoading': 'Loading your analytics…',
  'profileCard': 'Your expert profile',
  'welcome': 'Welcome back, {{name}}! Here is what is happening with your expert business.',
  'expertsOnly': 'This page is for experts. Create your expert profile to open it.',
  'becomeExpert': 'Become an Expert',
  'editPicture': 'Edit profile picture',
  'pictureUpdateFailed': 'Failed to update profile picture.',
  'softwares': 'Softwares',
} as const;
