import { Page } from '../../../ui/Page';

export default function VerifyEmailPage() {
  return <Page title="Email verification" />;
}
