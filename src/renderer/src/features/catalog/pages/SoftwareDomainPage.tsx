import { Page } from '../../../ui/Page';

export default function SoftwareDomainPage() {
  return <Page title="Software domain" />;
}
