import { Page } from '../../../ui/Page';

export default function GigPage() {
  return <Page title="Gig" />;
}
