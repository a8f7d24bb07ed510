import { useNavigate } from 'react-router-dom';
import { expertTexts } from '#shared/domain/expert-texts';
import { useAtomValue, useAuthModal, userAtom } from '#state';
import { PATHS } from '../texts';

/**
 * The become-expert landing: 'Create expert profile' for a signed-in user (to the overview);
 * 'Become an Expert' opens the login modal when nobody is signed in.
 */
export default function BecomeExpertPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const { open } = useAuthModal();
  return (
    <section className="be-landing" aria-labelledby="be-landing-title">
      <h1 id="be-landing-title">{expertTexts.landingHeading}</h1>
      <p className="be-landing-sub">{expertTexts.landingSubheading}</p>
      {user ? (
        <button type="button" className="be-primary be-cta" onClick={() => void navigate(PATHS.overview)}>
          {expertTexts.createProfileButton}
        </button>
      ) : (
        <button type="button" className="be-primary be-cta" onClick={() => open('login')}>
          {expertTexts.becomeExpertButton}
        </button>
      )}
    </section>
  );
}
