import { Outlet, useLocation } from 'react-router-dom';
import { AuthModal } from '../features/auth/modal/AuthModal';
import { SessionKeeper } from '../features/auth/session/SessionKeeper';
import { ToastHost } from '../ui/ToastHost';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { showsFooter } from './shell-rules';
import './Shell.css';

/** The application shell: the fixed 94px header, the child page, the footer, the authentication modal and the toasts. */
export function Shell() {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <SessionKeeper />
      <button type="button" className="skip-link" onClick={() => document.getElementById('main')?.focus()}>
        Skip to content
      </button>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      <AuthModal />
      <ToastHost />
    </div>
  );
}
