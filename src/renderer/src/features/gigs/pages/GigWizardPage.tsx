import { Page } from '../../../ui/Page';

export default function GigWizardPage() {
  return <Page title="Create a gig" />;
}
