import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The become-expert flow, every page under its guard (only a signed-in user without an expert profile). */
export const becomeExpertRoutes: RouteObject[] = [
  // The hosted page that verifies a phone for the desktop app: no guard, no sign-in needed.
  { path: 'phone-verify', lazy: page(() => import('./pages/PhoneVerifyPage')) },
  {
    lazy: page(() => import('./wizard/ExpertFlowLayout')),
    children: [
      { path: 'become_expert', lazy: page(() => import('./pages/BecomeExpertPage')) },
      { path: 'become_expert/overview', lazy: page(() => import('./pages/OverviewPage')) },
      { path: 'become_expert/overview/right', lazy: page(() => import('./pages/OverviewRightPage')) },
      { path: 'become_expert/overview/wrong', lazy: page(() => import('./pages/OverviewWrongPage')) },
      { path: 'become_expert/personal_info', lazy: page(() => import('./pages/PersonalInfoPage')) },
      { path: 'become_expert/professional_info', lazy: page(() => import('./pages/ProfessionalInfoPage')) },
      { path: 'become_expert/account_security', lazy: page(() => import('./pages/AccountSecurityPage')) },
    ],
  },
];
