import { useEffect, useId, useRef } from 'react';
import { TEXTS } from '../texts';

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
      <h2 id={titleId}>{TEXTS.deleteQuestion}</h2>
      {error && (
        <p role="alert" className="gig-error">
          {error}
        </p>
      )}
      <div className="gig-modal-actions">
        <button type="button" className="gig-button is-secondary" onClick={onCancel} disabled={busy}>
          {TEXTS.cancel}
        </button>
        <button type="button" className="gig-button is-danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? TEXTS.deleting : TEXTS.delete}
        </button>
      </div>
    </dialog>
  );
}
