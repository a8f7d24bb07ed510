import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { useTranslation } from 'react-i18next';
import { SessionsSection } from './SessionsSection';
import { PasswordSection } from './PasswordSection';
import { SignInMethodsSection } from './SignInMethodsSection';
import { DownloadDataSection } from './DownloadDataSection';
import { ProfileSection } from './ProfileSection';
import { EmailSection } from './EmailSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { TwoStepSection } from './TwoStepSection';
import '#ui/forms.css';

/** /settings: profile, email, where the account is signed in, password, sign-in methods, data and deleting the account. */
export default function AccountSettingsPage() {
  const { t } = useTranslation(['account']);
  // The sign-in methods: whether a password exists decides between changing one and setting a first.
  const methods = useQuery('accountIdentities', (signal) => call('accountIdentities', { signal }));
  return (
    <RequireSignIn title={t('account:title')}>
      <Page title={t('account:title')} className="page page-stack">
        <p>
          <Link to="/settings/notifications">{t('account:notificationsLink')}</Link>
        </p>
        <ProfileSection />
        <EmailSection hasPassword={methods.data?.hasPassword ?? null} />
        <SessionsSection />
        <PasswordSection hasPassword={methods.data?.hasPassword ?? null} onSet={methods.retry} />
        <TwoStepSection />
        <SignInMethodsSection methods={methods} />
        <DownloadDataSection />
        <DeleteAccountSection hasPassword={methods.data?.hasPassword ?? null} />
      </Page>
    </RequireSignIn>
  );
}
