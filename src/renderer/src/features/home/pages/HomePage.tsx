import { Page } from '../../../ui/Page';

export default function HomePage() {
  return <Page title="What are you curious about today?" />;
}
