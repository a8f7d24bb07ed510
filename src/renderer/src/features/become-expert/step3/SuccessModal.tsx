import { useId } from 'react';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#ui/Modal';

/** Shown after Finish: the seller profile is all set, with Done (home) and Create Gig. */
export function SuccessModal({ open, onDone, onCreateGig }: { open: boolean; onDone: () => void; onCreateGig: () => void }) {
  const id = useId();
  const { t } = useTranslation(['expert']);
  return (
    <Modal open={open} onClose={onDone} labelledBy={`${id}-title`} className="be-success-modal" closeOnBackdrop={false}>
      <PartyPopper size={40} aria-hidden="true" className="be-success-icon" />
      <h2 id={`${id}-title`}>{t('expert:success.title')}</h2>
      <p>{t('expert:success.text')}</p>
      <div className="be-step-nav">
        <button type="button" className="be-secondary" onClick={onDone}>
          {t('expert:done')}
        </button>
        <button type="button" className="be-primary" onClick={onCreateGig} data-autofocus>
          {t('expert:success.createGig')}
        </button>
      </div>
    </Modal>
  );
}
