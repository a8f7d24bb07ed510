import { Page } from '../../../ui/Page';

export default function ExpertAnalyticsPage() {
  return <Page title="Analytics" />;
}
