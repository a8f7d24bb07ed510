import { Page } from '../../../ui/Page';

export default function OverviewPage() {
  return <Page title="Create your expert profile" />;
}
