import type { WizardStep } from './wizard/steps';

const enc = encodeURIComponent;

/** The gig screens' routes under /users/{username} (expert spec section 2). */
export const gigPaths = {
  list: (username: string) => `/users/${enc(username)}/manage_gigs`,
  detail: (username: string, gigId: string) => `/users/${enc(username)}/manage_gigs/gig/${enc(gigId)}`,
  newGig: (username: string, step: WizardStep = 'overview') =>
    `/users/${enc(username)}/manage_gigs/new${step === 'overview' ? '' : `/${step}`}`,
  edit: (username: string, gigId: string, step: WizardStep = 'overview') =>
    `/users/${enc(username)}/manage_gigs/edit/${enc(gigId)}${step === 'overview' ? '' : `/${step}`}`,
};
