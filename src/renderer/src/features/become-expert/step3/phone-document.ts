import { runsPhoneWidget } from '#shared/domain/page-widgets';

/**
 * Whether this document was loaded at a page whose policy lets the phone widget's reCAPTCHA run:
 * a document keeps the policy it was loaded with, whatever page the app shows since.
 */
export function documentRunsPhoneWidget(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return runsPhoneWidget(entry ? new URL(entry.name).pathname : window.location.pathname);
}
