import { lazy, Suspense } from 'react';
import { useAtomValue, userAtom } from '#state';
import { importOrReload } from '#app/stale-build';

// The bell's code (its list, the live connection) loads after the first paint, signed-in users only.
const Bell = lazy(() => importOrReload(() => import('./Bell')).then((m) => ({ default: m.Bell })));

/** The header's notification bell (issue 16): nothing for a visitor; a placeholder until its code arrives. */
export function NotificationBell() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <Suspense fallback={<span className="header-icon" aria-hidden="true" />}>
      <Bell key={user._id} />
    </Suspense>
  );
}
