import { Link } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { Page } from '#ui/Page';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { TEXTS } from '../texts';
import { SessionsSection } from './SessionsSection';
import { PasswordSection } from './PasswordSection';
import { SignInMethodsSection } from './SignInMethodsSection';
import { DownloadDataSection } from './DownloadDataSection';
import '#features/bookings/bookings.css';

/** /settings: where the account is signed in (sign out one or all others) and the password change. */
export default function AccountSettingsPage() {
  // The sign-in methods: whether a password exists decides between changing one and setting a first.
  const methods = useQuery('accountIdentities', (signal) => call('accountIdentities', { signal }));
  return (
    <RequireSignIn title={TEXTS.title}>
      <Page title={TEXTS.title} className="page bk-page">
        <p>
          <Link to="/settings/notifications">{TEXTS.notificationsLink}</Link>
        </p>
        <SessionsSection />
        <PasswordSection hasPassword={methods.data?.hasPassword ?? null} onSet={methods.retry} />
        <SignInMethodsSection methods={methods} />
        <DownloadDataSection />
      </Page>
    </RequireSignIn>
  );
}
