import { useAtomValue, userAtom } from '#state';
import { CatalogIcon } from '#ui/CatalogIcon';
import { softwareByName } from '#shared/catalog/softwares';
import { PictureEditor } from '../components/PictureEditor';
import { RequireExpertArea } from '../components/RequireExpertArea';
import { DASHBOARD_TEXTS, capitalise, dashboardPaths } from '../texts';
import '../dashboard.css';

function ExpertProfile() {
  const user = useAtomValue(userAtom);
  const expert = user?.expertProfile;
  if (!user || !expert) return null;
  const name = capitalise(user.name || expert.displayName);
  return (
    <section className="dash-profile-page" aria-labelledby="dash-profile-title">
      <h1 id="dash-profile-title">{DASHBOARD_TEXTS.profileTitle}</h1>
      <div className="dash-card dash-profile-card">
        <PictureEditor name={name} src={expert.profilePicture} />
        <div>
          <p className="dash-name">{expert.displayName}</p>
          <p className="dash-handle">@{expert.userName}</p>
          {expert.softwares.length > 0 && (
            <>
              <h2 className="dash-subheading">{DASHBOARD_TEXTS.softwares}</h2>
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
  return (
    <RequireExpertArea title={DASHBOARD_TEXTS.profileTitle} path={dashboardPaths.profile}>
      <ExpertProfile />
    </RequireExpertArea>
  );
}
