import { Page } from '#ui/Page';

export default function NotFoundPage() {
  return <Page title="Page not found" />;
}
