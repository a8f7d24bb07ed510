import { useTranslation } from 'react-i18next';
import { useAtomValue, userAtom } from '#state';
import { CatalogIcon } from '#ui/CatalogIcon';
import { softwareByName } from '#shared/catalog/softwares';
import { PictureEditor } from '../components/PictureEditor';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { capitalise, dashboardPaths } from '../paths';
import '../dashboard.css';

function ExpertProfile() {
  const { t } = useTranslation(['dashboard']);
  const user = useAtomValue(userAtom);
  const expert = user?.expertProfile;
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
