import { Page } from '../../../ui/Page';

export default function AccountSecurityPage() {
  return <Page title="Account Security" />;
}
