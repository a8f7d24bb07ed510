import { Page } from '../../../ui/Page';

export default function ProfessionalInfoPage() {
  return <Page title="Professional Info" />;
}
