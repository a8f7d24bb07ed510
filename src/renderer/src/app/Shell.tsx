import { Link, Outlet } from 'react-router-dom';

/** The application shell: a fixed 94px header, the child page, and the footer. */
export function Shell() {
  return (
    <div className="shell">
      <header className="shell-header">
        <Link to="/" className="brand" aria-label="Qurious home">
          Qurious
        </Link>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
      <footer className="shell-footer">© {new Date().getFullYear()} Qurious. All rights reserved.</footer>
    </div>
  );
}
