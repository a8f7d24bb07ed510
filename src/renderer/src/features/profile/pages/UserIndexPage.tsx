import { Navigate, useParams } from 'react-router-dom';
import { authLoadingAtom, effectiveModeAtom, useAtomValue, usernameAtom, userAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { OrdersSection } from '#features/orders/OrdersSection';
import { SignedOutView } from '../SignInPrompt';
import { longDate, titleCase } from '../format';
import { joinedOn, PROFILE_INTRO, welcome } from '../texts';
import '../Profile.css';

/**
 * /users/{username}: the expert dashboard for an expert in expert mode, otherwise the user's
 * profile (avatar, name, username, join date, welcome lines) with the orders section.
 */
export default function UserIndexPage() {
  const { username = '' } = useParams();
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(authLoadingAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const mine = useAtomValue(usernameAtom);

  if (!user) return <SignedOutView loading={loading} />;
  const base = `/users/${encodeURIComponent(mine ?? user.username)}`;
  if (mode === 'expert') return <Navigate to={`${base}/expert_dashboard`} replace />;
  // Only your own profile is shown here; another user's address leads to yours.
  if (mine && username !== mine) return <Navigate to={base} replace />;

  const picture = user.profilePicture ?? user.expertProfile?.profilePicture ?? null;
  return (
    <section className="profile-page" aria-labelledby="page-title">
      <header className="profile-head">
        <Avatar name={user.name} src={picture} size={96} className="profile-avatar" />
        <div>
          <h1 id="page-title">{titleCase(user.name)}</h1>
          <p className="profile-username">@{mine}</p>
          <p className="profile-joined">{joinedOn(longDate(user.createdAt))}</p>
        </div>
      </header>
      <div className="profile-welcome">
        <h2>{welcome(user.name)}</h2>
        <p>{PROFILE_INTRO}</p>
      </div>
      <OrdersSection userId={user._id} />
    </section>
  );
}
