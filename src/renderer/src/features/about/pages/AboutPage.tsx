import { Page } from '../../../ui/Page';

export default function AboutPage() {
  return <Page title="About Qurious" />;
}
