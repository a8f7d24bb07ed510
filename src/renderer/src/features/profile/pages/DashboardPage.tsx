import { Navigate } from 'react-router-dom';
import { authLoadingAtom, useAtomValue, usernameAtom } from '#state';
import { SignedOutView } from '../SignInPrompt';
import '../Profile.css';

/** /dashboard: the signed-in user's index (/users/{username}); a visitor is asked to sign in. */
export default function DashboardPage() {
  const username = useAtomValue(usernameAtom);
  const loading = useAtomValue(authLoadingAtom);
  if (username) return <Navigate to={`/users/${encodeURIComponent(username)}`} replace />;
  return <SignedOutView loading={loading} />;
}
