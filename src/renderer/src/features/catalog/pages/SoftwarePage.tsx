import { Page } from '../../../ui/Page';

export default function SoftwarePage() {
  return <Page title="Software" />;
}
