import { splitLanguagePath } from './language-paths';

/**
 * Which pages run Firebase's phone verification, whose invisible reCAPTCHA is a script of
 * www.google.com (with more from www.gstatic.com): the expert wizard's phone step, the hosted
 * page that verifies a phone for the desktop app, and an expert's change of number. Only their page policy allows those hosts'
 * scripts (server/http/csp.ts), and the browser build loads such a page as a new document when it
 * reaches it from another page, since a document keeps the policy it was loaded with.
 */
export const PHONE_WIDGET_PATHS: readonly string[] = ['/become_expert/account_security', '/phone-verify'];

/** An expert's change of number: /users/{username}/expert_profile/phone (one username segment). */
const EXPERT_PHONE_PATH = /^\/users\/[^/]+\/expert_profile\/phone$/;

/** Whether the page at a path (no query; a trailing slash ignored; in any language's URL) runs the phone widget. */
export function runsPhoneWidget(pathname: string): boolean {
  const { path: unprefixed } = splitLanguagePath(pathname);
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  return PHONE_WIDGET_PATHS.includes(path) || EXPERT_PHONE_PATH.test(path);
}
