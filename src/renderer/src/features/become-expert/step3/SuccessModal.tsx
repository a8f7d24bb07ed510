import { useId } from 'react';
import { PartyPopper } from 'lucide-react';
import { Modal } from '#ui/Modal';
import { FORM_TEXTS } from '../texts';

/** Shown after Finish: the seller profile is all set, with Done (home) and Create Gig. */
export function SuccessModal({ open, onDone, onCreateGig }: { open: boolean; onDone: () => void; onCreateGig: () => void }) {
  const id = useId();
  return (
    <Modal open={open} onClose={onDone} labelledBy={`${id}-title`} className="be-success-modal" closeOnBackdrop={false}>
      <PartyPopper size={40} aria-hidden="true" className="be-success-icon" />
      <h2 id={`${id}-title`}>{FORM_TEXTS.successTitle}</h2>
      <p>{FORM_TEXTS.successText}</p>
      <div className="be-step-nav">
        <button type="button" className="be-secondary" onClick={onDone}>
          {FORM_TEXTS.done}
        </button>
        <button type="button" className="be-primary" onClick={onCreateGig} data-autofocus>
          {FORM_TEXTS.createGig}
        </button>
      </div>
    </Modal>
  );
}
