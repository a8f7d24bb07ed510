import { platform } from '#platform/target';
import { DesktopPhoneFlow } from './DesktopPhoneFlow';
import { PhoneFlow, type PhoneFlowProps } from './PhoneFlow';

/**
 * The phone verification this platform runs: in the page with Firebase's reCAPTCHA, or, where the
 * platform cannot run it (the desktop app), on the hosted page in the system browser.
 */
export function PhoneVerification(props: PhoneFlowProps) {
  const Flow = platform.phoneVerification === 'hosted-page' ? DesktopPhoneFlow : PhoneFlow;
  return <Flow {...props} />;
}
