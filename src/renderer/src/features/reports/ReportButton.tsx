import { lazy, Suspense, useState } from 'react';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import type { ReportTarget } from './report-target';

// The dialog and its texts load on the first press: the pages that show a Report button stay as light as before.
const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * "Report" on a message, a conversation, a gig, a review or an expert page: opens the report dialog
 * (a reason from the list, optional words, then a confirmation). A visitor is asked to sign in first.
 */
export function ReportButton({
  target,
  label,
  title,
  className = 'btn-link',
  expertUserName,
}: {
  target: ReportTarget;
  label: string;
  title: string;
  className?: string;
  /** On an expert's gig or profile: the button is not shown to that expert (reporting one's own content is refused anyway). */
  expertUserName?: string;
}) {
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const { open: openSignIn } = useAuthModal();
  const [open, setOpen] = useState(false);
  if (expertUserName !== undefined && isExpert && user?.expertProfile?.userName?.toLowerCase() === expertUserName.toLowerCase()) return null;
  const onClick = () => (user ? setOpen(true) : openSignIn('login'));
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={onClick} data-testid={`report-${target.kind}`}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}


export default ReportButton;
