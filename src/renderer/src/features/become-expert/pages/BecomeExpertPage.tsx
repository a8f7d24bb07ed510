import { Page } from '../../../ui/Page';

export default function BecomeExpertPage() {
  return <Page title="Qurious? They Are. Expert? You Are. Let's Go!" />;
}
