import { Page } from '../../../ui/Page';

export default function UserIndexPage() {
  return <Page title="Your profile" />;
}
