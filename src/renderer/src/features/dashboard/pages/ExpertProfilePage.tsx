import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { useAtomValue, userAtom } from '#state';
import { CatalogIcon } from '#ui/CatalogIcon';
import { RetryAlert } from '#ui/LoadFailed';
import { Spinner } from '#ui/Spinner';
import { softwareByName } from '#shared/catalog/softwares';
import { PictureEditor } from '../components/PictureEditor';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { PhoneSection } from '../profile-edit/PhoneSection';
import { ProfileEditor } from '../profile-edit/ProfileEditor';
import { capitalise, dashboardPaths } from '../paths';
import '../dashboard.css';

function ExpertProfile() {
  const { t } = useTranslation(['dashboard']);
  // The wizard's rule messages and the edit's toasts in the interface language.
  useOnDemandMessages('onboarding');
  const user = useAtomValue(userAtom);
  const expert = user?.expertProfile;
  const own = useQuery(expert ? ['expertsProfileGet', expert.id] : null, (signal) => call('expertsProfileGet', { signal }));
  if (!user || !expert) return null;
  const name = capitalise(user.name || expert.displayName);
  return (
    <section className="dash-profile-page" aria-labelledby="dash-profile-title">
      <h1 id="dash-profile-title">{t('dashboard:profileTitle')}</h1>
      <div className="dash-card dash-profile-card">
        <PictureEditor name={name} src={expert.profilePicture} />
        <div>
          <p className="dash-name">
            <bdi>{expert.displayName}</bdi>
          </p>
          <p className="dash-handle">
            <bdi>@{expert.userName}</bdi>
          </p>
          {expert.softwares.length > 0 && (
            <>
              <h2 className="dash-subheading">{t('dashboard:softwares')}</h2>
              <ul className="dash-softwares">
                {expert.softwares.map((s) => (
                  <li key={s}>
                    <CatalogIcon name={s} kind="software" icon={softwareByName(s)?.iconSlug ?? null} size={20} /> {s}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      {own.data ? (
        <>
          <div className="dash-card">
            <PhoneSection userName={expert.userName} mobileNumber={own.data.mobileNumber} />
          </div>
          <div className="dash-card">
            <ProfileEditor key={own.data.userName} profile={own.data} onSaved={own.set} />
          </div>
        </>
      ) : own.error ? (
        <RetryAlert className="dash-alert" message={own.error.message} onRetry={own.retry} />
      ) : (
        <p role="status" className="dash-loading">
          <Spinner /> {t('dashboard:editLoading')}
        </p>
      )}
    </section>
  );
}

export default function ExpertProfilePage() {
  const { t } = useTranslation(['dashboard']);
  return (
    <RequireExpertArea title={t('dashboard:profileTitle')} path={dashboardPaths.profile}>
      <ExpertProfile />
    </RequireExpertArea>
  );
}
