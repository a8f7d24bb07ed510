import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#api/use-action';
import { toast } from '#ui/toast';
import type { Gig } from '#shared/contract/http/gigs';
import { ApiError, call } from '#api/client';


/**
 * The toggle and delete of a gig, shared by the list and the detail: the toggle reports with a
 * toast; the delete runs from the confirmation modal and keeps its failure message there.
 */
export function useGigActions({ onUpdated, onDeleted }: { onUpdated: (gig: Gig) => void; onDeleted: (gigId: string) => void }) {
  const { t } = useTranslation(['gigs']);
  const failureText = (e: unknown): string => (e instanceof ApiError ? e.message : t('gigs:networkError'));
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);

  const toggleAction = useAction(
    async (gig: Gig) => {
      const updated = await call('updateGig', { params: { id: gig.id }, body: { active: !gig.active } });
      onUpdated(updated);
      toast.success(t('gigs:toggle.done'));
    },
    { onError: (e) => toast.error(`${t('gigs:toggle.failed')} ${failureText(e)}`) },
  );

  const deleteAction = useAction(
    async (gigId: string) => {
      await call('deleteGig', { params: { id: gigId } });
      setDeleteTarget(null);
      onDeleted(gigId);
    },
    { errorOf: failureText },
  );
  const { setError: setDeleteError, run: runDelete } = deleteAction;

  const askDelete = useCallback(
    (gigId: string) => {
      setDeleteError(null);
      setDeleteTarget(gigId);
    },
    [setDeleteError],
  );

  const cancelDelete = useCallback(() => {
    setDeleteTarget(null);
    setDeleteError(null);
  }, [setDeleteError]);

  const confirmDelete = useCallback(async () => {
    if (deleteTarget) await runDelete(deleteTarget);
  }, [deleteTarget, runDelete]);

  return {
    toggling: toggleAction.pending?.[0].id ?? null,
    toggle: toggleAction.run,
    askDelete,
    modal: { open: deleteTarget !== null, busy: deleteAction.busy, error: deleteAction.error, onCancel: cancelDelete, onConfirm: confirmDelete },
  };
}
