import { Page } from '../../../ui/Page';

export default function ManageGigsPage() {
  return <Page title="Your Gigs" />;
}
