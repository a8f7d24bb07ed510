import { Page } from '../../../ui/Page';

export default function EditGigPage() {
  return <Page title="Edit gig" />;
}
