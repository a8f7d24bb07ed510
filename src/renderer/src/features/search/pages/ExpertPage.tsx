import { Page } from '../../../ui/Page';

export default function ExpertPage() {
  return <Page title="Expert" />;
}
