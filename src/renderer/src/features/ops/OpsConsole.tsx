import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

/*
 * The console's pages, each loaded on its own: this module is all the app's route table points at,
 * so the entry script carries one small route for the whole console and public routes do not grow.
 */
const Home = lazy(() => import('./pages/OpsHomePage'));
const Users = lazy(() => import('./pages/OpsUsersPage'));
const User = lazy(() => import('./pages/OpsUserPage'));
const Disputes = lazy(() => import('./pages/OpsDisputesPage'));
const Dispute = lazy(() => import('./pages/OpsDisputePage'));
const Audit = lazy(() => import('./pages/OpsAuditPage'));
const Booking = lazy(() => import('./pages/OpsBookingPage'));
const Money = lazy(() => import('./pages/OpsMoneyPage'));
const Reconciliation = lazy(() => import('./pages/OpsReconciliationPage'));
const Tickets = lazy(() => import('./pages/OpsTicketsPage'));
const Ticket = lazy(() => import('./pages/OpsTicketPage'));
const Reports = lazy(() => import('./pages/OpsReportsPage'));
const NotFound = lazy(() => import('./pages/OpsNotFoundPage'));

/**
 * The page of a path under /ops: home, users, users/<id>, disputes, disputes/<id>, tickets, tickets/<id>,
 * reports, audit, bookings/<id>, money, money/reconciliation; anything else is not found.
 */
function pageOf(rest: string) {
  const [first, second, ...more] = rest.split('/').filter(Boolean);
  if (more.length > 0) return NotFound;
  if (first === undefined) return Home;
  if (first === 'users') return second === undefined ? Users : User;
  if (first === 'disputes') return second === undefined ? Disputes : Dispute;
  if (first === 'tickets') return second === undefined ? Tickets : Ticket;
  if (first === 'reports' && second === undefined) return Reports;
  if (first === 'audit' && second === undefined) return Audit;
  if (first === 'bookings' && second !== undefined) return Booking;
  if (first === 'money') return second === undefined ? Money : second === 'reconciliation' ? Reconciliation : NotFound;
  return NotFound;
}

/** The console under /ops (its route is `ops/*`); the user page reads its id from the rest of the path. */
export default function OpsConsole() {
  const Page = pageOf(useParams()['*'] ?? '');
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
