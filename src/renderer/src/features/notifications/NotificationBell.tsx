import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAtomValue, userAtom } from '#state';
import { importOrReload } from '#app/stale-build';

// The bell's code (its list, the live connection) loads after the first paint, signed-in users only.
const Bell = lazy(() => importOrReload(() => import('./Bell')).then((m) => ({ default: m.Bell })));

/** Where the header's navigation shows (Header.css hides it below 1024px, where the side menu takes over). */
const WIDE = '(min-width: 1024px)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * The header's notification bell: nothing for a visitor; a placeholder until its code
 * arrives. It sits in the navigation (`nav`) on wide screens and beside the profile (`account`)
 * on narrow ones, where the navigation is hidden: one bell at a time, so one live listener.
 */
export function NotificationBell({ placement = 'nav' }: { placement?: 'nav' | 'account' }) {
  const user = useAtomValue(userAtom);
  const wide = useSyncExternalStore(subscribe, isWide, () => true);
  if (!user || wide !== (placement === 'nav')) return null;
  return (
    <Suspense fallback={<span className="header-icon" aria-hidden="true" />}>
      <Bell key={user.id} />
    </Suspense>
  );
}
