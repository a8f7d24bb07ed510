import { Page } from '../../../ui/Page';

export default function CategoriesPage() {
  return <Page title="Categories" />;
}
