import { Page } from '../../../ui/Page';

export default function ExpertDashboardPage() {
  return <Page title="Expert dashboard" />;
}
