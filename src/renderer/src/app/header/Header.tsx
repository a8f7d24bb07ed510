import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { authLoadingAtom, effectiveModeAtom, useAtomValue, useAuthModal, usernameAtom, userAtom } from '#state';
import { showsHeaderSearch } from '../shell-rules';
import { importOrReload } from '../stale-build';
import { BuyerNav } from './BuyerNav';
import { NotificationBell } from '#features/notifications/NotificationBell';
import { HeaderSearch } from './HeaderSearch';
import './Header.css';

/** The side menu's code comes with its first opening (most visitors on a wide screen never open it). */
const SideMenu = lazy(() => importOrReload(() => import('./SideMenu')).then((m) => ({ default: m.SideMenu })));
/** What only a signed-in user sees comes in chunks of their own: a first visit is signed out. */
const ProfileMenu = lazy(() => importOrReload(() => import('./ProfileMenu')).then((m) => ({ default: m.ProfileMenu })));
const ExpertNav = lazy(() => importOrReload(() => import('./ExpertNav')).then((m) => ({ default: m.ExpertNav })));
const accountPlaceholder = <span className="header-account-placeholder" aria-hidden="true" />;

/**
 * The fixed 94px header: brand, search bar (per the shell rules; buyer mode only), the buyer or
 * expert navigation, and Login/Join or the profile dropdown; below 1024px a side menu mirrors it.
 */
export function Header() {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(authLoadingAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom);
  const { open } = useAuthModal();
  const { t } = useTranslation(['shell']);
  // The side menu is open on the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sideOpen = openOn === pathname;
  const [sideWanted, setSideWanted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeSide = useCallback(() => setOpenOn(null), []);
  const search = showsHeaderSearch(pathname) && mode !== 'expert';

  return (
    <header className="shell-header">
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-label={sideOpen ? t('shell:menu.close') : t('shell:menu.open')}
        aria-expanded={sideOpen}
        aria-controls={sideWanted ? 'side-menu' : undefined}
        onClick={() => {
          setSideWanted(true);
          setOpenOn(sideOpen ? null : pathname);
        }}
      >
        {sideOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
      </button>
      <Link to="/" className="brand" aria-label={t('shell:brand.home')}>
        Qurious
      </Link>
      {search ? <HeaderSearch className="header-search" /> : <span className="header-spacer" />}
      <nav className="header-nav" aria-label={t('shell:nav.main')}>
        {mode === 'expert' && username ? (
          <Suspense fallback={null}>
            <ExpertNav username={username} />
          </Suspense>
        ) : (
          <BuyerNav />
        )}
      </nav>
      <div className="header-account">
        <NotificationBell placement="account" />
        {user ? (
          <Suspense fallback={accountPlaceholder}>
            <ProfileMenu user={user} />
          </Suspense>
        ) : (
          // While the session is being checked (and in the server's HTML, which cannot know), the
          // buttons take their place unseen (hidden by CSS, so neither focused nor clicked): a
          // visitor's Login and Join then appear where they already are, with no layout shift. A
          // browser that stores no session shows them at once (SIGNED_OUT_ATTRIBUTE).
          <span className="header-account-buttons" data-pending={loading || undefined}>
            <button type="button" className="header-login" onClick={() => open('login')}>
              {t('shell:login')}
            </button>
            <button type="button" className="header-join" onClick={() => open('signup')}>
              {t('shell:join')}
            </button>
          </span>
        )}
      </div>
      {sideWanted && (
        <Suspense fallback={null}>
          <SideMenu id="side-menu" open={sideOpen} onClose={closeSide} toggleRef={toggle} search={search} />
        </Suspense>
      )}
    </header>
  );
}
