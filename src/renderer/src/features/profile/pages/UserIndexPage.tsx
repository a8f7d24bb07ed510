import { Navigate, useParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '#i18n/language';
import { authLoadingAtom, effectiveModeAtom, useAtomValue, usernameAtom, userAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { OrdersSection } from '#features/orders/OrdersSection';
import { SignedOutView } from '../SignInPrompt';
import { longDate, titleCase } from '../format';
import '../Profile.css';

/**
 * /users/{username}: the expert dashboard for an expert in expert mode, otherwise the user's
 * profile (avatar, name, username, join date, welcome lines) with the orders section.
 */
export default function UserIndexPage() {
  const { t } = useTranslation(['profile']);
  const language = useLanguage();
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
          <h1 id="page-title">
            <bdi>{titleCase(user.name)}</bdi>
          </h1>
          <p className="profile-username">
            <bdi>@{mine}</bdi>
          </p>
          <p className="profile-joined">{t('profile:joined', { date: longDate(user.createdAt, language) })}</p>
        </div>
      </header>
      <div className="profile-welcome">
        <h2>
          <Trans t={t} i18nKey="profile:welcome" values={{ name: user.name }} components={{ name: <bdi /> }} />
        </h2>
        <p>{t('profile:intro')}</p>
      </div>
      <OrdersSection userId={user.id} />
    </section>
  );
}
