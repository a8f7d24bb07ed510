import { Page } from '../../../ui/Page';

export default function DashboardPage() {
  return <Page title="Dashboard" />;
}
