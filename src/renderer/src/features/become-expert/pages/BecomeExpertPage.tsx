import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { PATHS } from '../texts';

/**
 * The become-expert landing: 'Create expert profile' for a signed-in user (to the overview);
 * 'Become an Expert' opens the login modal when nobody is signed in.
 */
export default function BecomeExpertPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(['expert']);
  const user = useAtomValue(userAtom);
  const { open } = useAuthModal();
  return (
    <section className="be-landing" aria-labelledby="be-landing-title">
      <h1 id="be-landing-title">{t('expert:landing.heading')}</h1>
      <p className="be-landing-sub">{t('expert:landing.subheading')}</p>
      {user ? (
        <button type="button" className="be-primary be-cta" onClick={() => void navigate(PATHS.overview)}>
          {t('expert:landing.create')}
        </button>
      ) : (
        <button type="button" className="be-primary be-cta" onClick={() => open('login')}>
          {t('expert:landing.become')}
        </button>
      )}
    </section>
  );
}
