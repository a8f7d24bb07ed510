import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Do you want to delete this Gig?' with Cancel and Delete (Deleting... while busy) and the failure message. */
export function DeleteGigModal({
  open,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['gigs']);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="gig-modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{t('gigs:delete.question')}</h2>
      {error && (
        <p role="alert" className="gig-error">
          {error}
        </p>
      )}
      <div className="gig-modal-actions">
        <button type="button" className="gig-button is-secondary" onClick={onCancel} disabled={busy}>
          {t('gigs:delete.cancel')}
        </button>
        <button type="button" className="gig-button is-danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('gigs:delete.busy') : t('gigs:delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
