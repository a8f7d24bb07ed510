import { useCallback, useState } from 'react';
import { toast } from '#ui/toast';
import type { Gig } from '#shared/contract/http/gigs';
import { ApiError, call } from '#api/client';
import { TEXTS } from '../texts';

const messageOf = (e: unknown): string => (e instanceof ApiError ? e.message : TEXTS.networkError);

/**
 * The toggle and delete of a gig, shared by the list and the detail: the toggle reports with a
 * toast; the delete runs from the confirmation modal and keeps its failure message there.
 */
export function useGigActions({ onUpdated, onDeleted }: { onUpdated: (gig: Gig) => void; onDeleted: (gigId: string) => void }) {
  const [toggling, setToggling] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const toggle = useCallback(
    async (gig: Gig) => {
      setToggling(gig._id);
      try {
        const updated = await call('updateGig', { params: { id: gig._id }, body: { active: !gig.active } });
        onUpdated(updated);
        toast.success(TEXTS.toggleDone);
      } catch (e) {
        toast.error(`${TEXTS.toggleFailed} ${messageOf(e)}`);
      } finally {
        setToggling(null);
      }
    },
    [onUpdated],
  );

  const askDelete = useCallback((gigId: string) => {
    setDeleteError(null);
    setDeleteTarget(gigId);
  }, []);

  const cancelDelete = useCallback(() => {
    setDeleteTarget(null);
    setDeleteError(null);
  }, []);

  const confirmDelete = useCallback(async () => {
    if (!deleteTarget) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await call('deleteGig', { params: { id: deleteTarget } });
      setDeleteTarget(null);
      onDeleted(deleteTarget);
    } catch (e) {
      setDeleteError(messageOf(e));
    } finally {
      setDeleting(false);
    }
  }, [deleteTarget, onDeleted]);

  return {
    toggling,
    toggle,
    askDelete,
    modal: { open: deleteTarget !== null, busy: deleting, error: deleteError, onCancel: cancelDelete, onConfirm: confirmDelete },
  };
}
