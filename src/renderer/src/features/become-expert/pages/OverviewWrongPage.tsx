import { Page } from '../../../ui/Page';

export default function OverviewWrongPage() {
  return <Page title="What Can Get You Removed?" />;
}
