import { Page } from '../../../ui/Page';

export default function SkillDomainsPage() {
  return <Page title="Domains" />;
}
