import { Page } from '../../../ui/Page';

export default function GigDetailPage() {
  return <Page title="Gig" />;
}
