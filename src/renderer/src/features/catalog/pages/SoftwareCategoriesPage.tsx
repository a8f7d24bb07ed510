import { Page } from '../../../ui/Page';

export default function SoftwareCategoriesPage() {
  return <Page title="Softwares" />;
}
