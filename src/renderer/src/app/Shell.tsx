import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '#state';
import { SessionKeeper } from '#features/auth/session/SessionKeeper';
import { ToastHost } from '#ui/ToastHost';
import { useRouteTitle } from './document-title';
import { Footer } from './Footer';
import { LanguageKeeper } from './LanguageKeeper';
import { Header } from './header/Header';
import { showsFooter } from './shell-rules';
import { importOrReload } from './stale-build';
import './Shell.css';

// The modal's forms carry zod; they load when it first opens, not with every page.
const AuthModal = lazy(() => importOrReload(() => import('#features/auth/modal/AuthModal')).then((m) => ({ default: m.AuthModal })));

/** The application shell: the fixed 94px header, the child page, the footer, the authentication modal and the toasts. */
export function Shell() {
  const { pathname } = useLocation();
  const { isOpen } = useAuthModal();
  const { t } = useTranslation(['shell']);
  useRouteTitle();
  return (
    <div className="shell">
      <SessionKeeper />
      <LanguageKeeper />
      <button type="button" className="skip-link" onClick={() => document.getElementById('main')?.focus()}>
        {t('shell:skip')}
      </button>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      {isOpen && <Suspense fallback={null}><AuthModal /></Suspense>}
      <ToastHost />
    </div>
  );
}
