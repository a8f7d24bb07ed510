import { Page } from '../../../ui/Page';

export default function ExpertProfilePage() {
  return <Page title="Expert profile" />;
}
