import { useId } from 'react';
import { platform } from '#platform/target';
import { Modal } from '#ui/Modal';
import { DesktopPhoneFlow } from './DesktopPhoneFlow';
import { PhoneFlow, type PhoneFlowProps } from './PhoneFlow';

export type { VerifiedNumber } from './PhoneFlow';

/**
 * The phone verification modal of step 3. Closing it unmounts the flow, which resets it to
 * enterPhone without the code or the error. Where the platform cannot run reCAPTCHA (the desktop
 * app), the number is verified on the hosted page.
 */
export function PhoneModal({
  open,
  onClose,
  ...flow
}: { open: boolean; onClose: () => void } & Omit<PhoneFlowProps, 'headingId' | 'onDone'>) {
  const id = useId();
  const Flow = platform.phoneVerification === 'hosted-page' ? DesktopPhoneFlow : PhoneFlow;
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className="be-phone-modal">
      <Flow {...flow} headingId={`${id}-title`} onDone={onClose} />
    </Modal>
  );
}
