import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useIsolate } from '#features/catalog/bidi';
import { useTranslation } from 'react-i18next';
import { useAtomValue, userAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { capitalise, dashboardPaths } from '../paths';
import { ExpertOrdersPanel } from '#features/orders/ExpertOrdersPanel';
import { AvailabilitySection } from '#features/availability/AvailabilitySection';
import '../dashboard.css';

// Its own chunk: the dashboard is also the profile page in expert mode, whose first script stays as it was.
const RequestsForYou = lazy(() => import('#features/requests/RequestsForYou'));

/**
 * The expert dashboard (expert spec section 2): the profile card, the welcome text, 'Your last
 * order' and the 'Active orders' heading. Also shown on /users/{username} in expert mode.
 */
export function ExpertDashboard() {
  const { t } = useTranslation(['dashboard']);
  const isolate = useIsolate();
  const user = useAtomValue(userAtom);
  const expert = user?.expertProfile;
  if (!user || !expert) return null;
  const name = capitalise(user.name || expert.displayName);
  return (
    <div className="dash">
      <aside className="dash-card dash-profile" aria-label={t('dashboard:profileCard')}>
        <Avatar name={name} src={expert.profilePicture} size={96} />
        <p className="dash-name">
          <bdi>{name}</bdi>
        </p>
        <p className="dash-handle">
          <bdi>@{expert.userName}</bdi>
        </p>
        <Link to={dashboardPaths.profile(expert.userName)}>{t('dashboard:profileTitle')}</Link>
      </aside>
      <div className="dash-main">
        <h1>{t('dashboard:dashboardTitle')}</h1>
        <p className="dash-welcome">{t('dashboard:welcome', { name: isolate(name.split(' ')[0] ?? name) })}</p>
        {/* 'Your last order' and 'Active orders' with their actions. */}
        <ExpertOrdersPanel username={expert.userName} />
        <Suspense fallback={null}>
          <RequestsForYou />
        </Suspense>
        <AvailabilitySection />
      </div>
    </div>
  );
}
