import { useEffect, useState } from 'react';
import { runsPhoneWidget } from '#shared/domain/page-widgets';
import { platform } from '#platform/target';

/**
 * Whether this document was loaded at a page whose policy lets the phone widget's reCAPTCHA run:
 * a document keeps the policy it was loaded with, whatever page the app shows since.
 */
export function documentRunsPhoneWidget(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return runsPhoneWidget(entry ? new URL(entry.name).pathname : window.location.pathname);
}

/**
 * For a page that runs the phone widget in the browser build: reached from another page, it loads
 * itself again as its own document, whose policy lets the widget run (answers true meanwhile, so
 * the page shows nothing). The desktop app verifies on the hosted page and never reloads.
 */
export function useReloadForPhoneWidget(): boolean {
  const [reloading] = useState(() => platform.phoneVerification === 'in-page' && !documentRunsPhoneWidget());
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return reloading;
}
