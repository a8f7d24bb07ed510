import { Page } from '../../../ui/Page';

export default function ResetPasswordPage() {
  return <Page title="Reset your password" />;
}
