import { Page } from '../../../ui/Page';

export default function SearchResultsPage() {
  return <Page title="Search results" />;
}
