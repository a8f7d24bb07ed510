import { Page } from '../../../ui/Page';

export default function SkillDomainPage() {
  return <Page title="Skill domain" />;
}
