import { useId } from 'react';
import { Modal } from '#ui/Modal';
import type { PhoneFlowProps } from './PhoneFlow';
import { PhoneVerification } from './PhoneVerification';

export type { VerifiedNumber } from './PhoneFlow';

/**
 * The phone verification modal of step 3. Closing it unmounts the flow, which resets it to
 * enterPhone without the code or the error.
 */
export function PhoneModal({
  open,
  onClose,
  ...flow
}: { open: boolean; onClose: () => void } & Omit<PhoneFlowProps, 'headingId' | 'onDone'>) {
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className="be-phone-modal">
      <PhoneVerification {...flow} headingId={`${id}-title`} onDone={onClose} />
    </Modal>
  );
}
