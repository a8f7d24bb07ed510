import { Page } from '../../../ui/Page';

export default function PersonalInfoPage() {
  return <Page title="Personal Info" />;
}
