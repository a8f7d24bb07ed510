import { useState } from 'react';
import { useIsolate } from '#features/catalog/bidi';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck, MailCheck } from 'lucide-react';
import { useAuthModal, type AuthModalMode } from '#state';
import { Modal } from '#ui/Modal';
import { ChoiceScreen } from './ChoiceScreen';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';
import './AuthModal.css';

type Step = 'choice' | 'form' | 'emailSent';

const WELCOME_CHECKS = ['auth:welcome.categories', 'auth:welcome.quality', 'auth:welcome.talent'] as const;

/** One opening of the modal in one mode: its step, and the address a signup sent its link to. */
function AuthModalContent({ mode, switchTo }: { mode: AuthModalMode; switchTo: (mode: AuthModalMode) => void }) {
  const { t } = useTranslation(['auth']);
  const isolate = useIsolate();
  const [step, setStep] = useState<Step>('choice');
  const [sentTo, setSentTo] = useState('');
  // Back returns to the choice screen; the form unmounts, which clears its fields and checks.
  const back = () => setStep('choice');

  if (mode === 'forgot') return <ForgotForm onBack={() => switchTo('login')} />;
  if (step === 'emailSent') {
    return (
      <div className="auth-screen auth-sent">
        <MailCheck size={44} aria-hidden="true" className="auth-sent-icon" />
        <h2 id="auth-title">{t('auth:sentTo', { email: isolate(sentTo) })}</h2>
        <p className="auth-switch">
          {t('auth:backToLogin')}{' '}
          <button type="button" className="auth-link" onClick={() => switchTo('login')}>
            {t('auth:signIn')}
          </button>
        </p>
      </div>
    );
  }
  if (step === 'form') {
    return mode === 'login' ? (
      <LoginForm onBack={back} onForgot={() => switchTo('forgot')} />
    ) : (
      <SignupForm
        onBack={back}
        onSent={(email) => {
          setSentTo(email);
          setStep('emailSent');
        }}
      />
    );
  }
  return <ChoiceScreen mode={mode} onEmail={() => setStep('form')} onSwitch={() => switchTo(mode === 'login' ? 'signup' : 'login')} />;
}

/** The authentication modal of the shell (buyer spec section 2): login, signup and forgot-password. */
export function AuthModal() {
  const { isOpen, mode, open, close } = useAuthModal();
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal open={isOpen} onClose={close} labelledBy="auth-title" className="auth-modal" closeLabel={t('common:close')}>
      <aside className="auth-welcome">
        <p className="auth-welcome-line">{t('auth:welcome.line')}</p>
        <ul>
          {WELCOME_CHECKS.map((c) => (
            <li key={c}>
              <CircleCheck size={18} aria-hidden="true" />
              {t(c)}
            </li>
          ))}
        </ul>
      </aside>
      <div className="auth-main">
        <AuthModalContent key={mode} mode={mode} switchTo={open} />
        <p className="auth-footer">
          {/* The documents it names open in place of the modal (the desktop app opens no other window). */}
          <Trans t={t} i18nKey="auth:footer" components={{ terms: <Link to="/terms" onClick={close} />, privacy: <Link to="/privacy" onClick={close} /> }} />
        </p>
      </div>
    </Modal>
  );
}
