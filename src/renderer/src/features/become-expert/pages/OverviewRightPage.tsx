import { Page } from '../../../ui/Page';

export default function OverviewRightPage() {
  return <Page title="How to set up a successful profile?" />;
}
