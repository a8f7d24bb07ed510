import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { useSessionActions } from '#features/auth/session/useSessionActions';

/**
 * 'Become an Expert' for visitors (opens the login modal) and for users without an expert
 * profile (the onboarding); 'Switch to Expert' for experts in buyer mode.
 */
export function BecomeExpertEntry({ className, onDone }: { className?: string; onDone?: () => void }) {
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const { open } = useAuthModal();
  const { switchMode } = useSessionActions();
  const { t } = useTranslation(['shell']);
  const button = (label: string, action: () => void) => (
    <button
      type="button"
      className={className}
      onClick={() => {
        onDone?.();
        action();
      }}
    >
      {label}
    </button>
  );
  if (!user) return button(t('shell:becomeExpert'), () => open('login'));
  if (!isExpert) {
    return (
      <Link to="/become_expert" className={className} onClick={onDone}>
        {t('shell:becomeExpert')}
      </Link>
    );
  }
  return button(t('shell:switchToExpert'), () => switchMode('expert'));
}
